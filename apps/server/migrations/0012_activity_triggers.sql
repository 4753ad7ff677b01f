-- Activity totals (activity.tables.ts) kept by triggers. Every statement that inserts, updates or
-- deletes event rows (lottery_bets, seamless_transactions, funding_requests) stages what it changed
-- in the totals, aggregated per member, hour and game type, as the difference between the rows'
-- contributions after and before (statement-level triggers with transition tables, so one
-- multi-row settlement is one aggregate). The staged changes are folded into the totals once per
-- transaction, when it commits (a deferred constraint trigger): the totals' row locks are then the
-- last locks a transaction takes, in one order (members by id, then the merchant's hours), so
-- they never join a cycle with the ledger's account locks or with each other, and are held only
-- for the commit.
-- Writers to the event tables wait while the history is copied below, so no event is missed or
-- counted twice (all pending migrations run in one transaction: the lock lasts until it commits).
LOCK TABLE lottery_bets, seamless_transactions, funding_requests IN SHARE ROW EXCLUSIVE MODE
--> statement-breakpoint
-- What each event row contributes (the definitions the triggers below repeat for transition tables).
CREATE VIEW activity_events AS
  SELECT r.merchant_id, r.member_id, r.currency, 'lottery' AS source, 'LOTT' AS game_type,
             r.settled_at AS at,
             r.amount AS bet, 1 AS bet_count, r.payout AS payout, 0 AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM lottery_bets r
       WHERE r.status IN ('won', 'lost') AND r.settled_at IS NOT NULL
  UNION ALL
  SELECT r.merchant_id, r.member_id, r.currency, 'game' AS source, v.game_type,
             r.created_at AS at,
             CASE WHEN r.kind = 'debit' THEN r.amount ELSE 0 END AS bet,
             CASE WHEN r.kind = 'debit' THEN 1 ELSE 0 END AS bet_count,
             CASE WHEN r.kind = 'credit' THEN r.amount ELSE 0 END AS payout,
             CASE WHEN r.kind = 'credit' THEN 1 ELSE 0 END AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM seamless_transactions r JOIN game_vendors v ON v.id = r.vendor_id
       WHERE r.state = 'done' AND r.kind IN ('debit', 'credit')
  UNION ALL
  SELECT r.merchant_id, r.member_id, r.currency, 'funding' AS source, '' AS game_type,
             r.decided_at AS at,
             0 AS bet, 0 AS bet_count, 0 AS payout, 0 AS payout_count,
             CASE WHEN r.direction = 'DEPOSIT' THEN r.amount ELSE 0 END AS deposit,
             CASE WHEN r.direction = 'DEPOSIT' THEN 1 ELSE 0 END AS deposit_count,
             CASE WHEN r.direction = 'WITHDRAW' THEN r.amount ELSE 0 END AS withdraw,
             CASE WHEN r.direction = 'WITHDRAW' THEN 1 ELSE 0 END AS withdraw_count
        FROM funding_requests r
       WHERE r.status = 'APPROVED' AND r.decided_at IS NOT NULL
--> statement-breakpoint
-- Changes staged by the statements of open transactions (only ever visible to their own).
CREATE TABLE activity_pending (
  xid xid8 NOT NULL,
  merchant_id integer NOT NULL,
  member_id bigint NOT NULL,
  currency varchar(3) NOT NULL,
  source varchar(8) NOT NULL,
  game_type varchar(8) NOT NULL,
  hour timestamptz NOT NULL,
  bet bigint NOT NULL,
  bet_count bigint NOT NULL,
  payout bigint NOT NULL,
  payout_count bigint NOT NULL,
  deposit bigint NOT NULL,
  deposit_count bigint NOT NULL,
  withdraw bigint NOT NULL,
  withdraw_count bigint NOT NULL
)
--> statement-breakpoint
CREATE INDEX activity_pending_xid_ix ON activity_pending (xid)
--> statement-breakpoint
-- One row per transaction with staged changes; its deferred trigger folds them at commit.
CREATE TABLE activity_pending_tx (xid xid8 PRIMARY KEY)
--> statement-breakpoint
CREATE FUNCTION activity_stage_lottery_bets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'lottery' AS source, 'LOTT' AS game_type,
             date_trunc('hour', r.settled_at, 'UTC') AS hour,
             r.amount AS bet, 1 AS bet_count, r.payout AS payout, 0 AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM new_rows r
       WHERE r.status IN ('won', 'lost') AND r.settled_at IS NOT NULL
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'lottery' AS source, 'LOTT' AS game_type,
             date_trunc('hour', r.settled_at, 'UTC') AS hour,
             r.amount AS bet, 1 AS bet_count, r.payout AS payout, 0 AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM new_rows r
       WHERE r.status IN ('won', 'lost') AND r.settled_at IS NOT NULL
      UNION ALL
      SELECT r.merchant_id, r.member_id, r.currency, 'lottery' AS source, 'LOTT' AS game_type,
             date_trunc('hour', r.settled_at, 'UTC') AS hour,
             -r.amount AS bet, -1 AS bet_count, -r.payout AS payout, 0 AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM old_rows r
       WHERE r.status IN ('won', 'lost') AND r.settled_at IS NOT NULL
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  ELSE
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'lottery' AS source, 'LOTT' AS game_type,
             date_trunc('hour', r.settled_at, 'UTC') AS hour,
             -r.amount AS bet, -1 AS bet_count, -r.payout AS payout, 0 AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM old_rows r
       WHERE r.status IN ('won', 'lost') AND r.settled_at IS NOT NULL
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  END IF;
  IF FOUND THEN
    INSERT INTO activity_pending_tx (xid) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER lottery_bets_activity_insert AFTER INSERT ON lottery_bets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_lottery_bets()
--> statement-breakpoint
CREATE TRIGGER lottery_bets_activity_update AFTER UPDATE ON lottery_bets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_lottery_bets()
--> statement-breakpoint
CREATE TRIGGER lottery_bets_activity_delete AFTER DELETE ON lottery_bets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_lottery_bets()
--> statement-breakpoint
CREATE FUNCTION activity_stage_seamless_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'game' AS source, v.game_type,
             date_trunc('hour', r.created_at, 'UTC') AS hour,
             CASE WHEN r.kind = 'debit' THEN r.amount ELSE 0 END AS bet,
             CASE WHEN r.kind = 'debit' THEN 1 ELSE 0 END AS bet_count,
             CASE WHEN r.kind = 'credit' THEN r.amount ELSE 0 END AS payout,
             CASE WHEN r.kind = 'credit' THEN 1 ELSE 0 END AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM new_rows r JOIN game_vendors v ON v.id = r.vendor_id
       WHERE r.state = 'done' AND r.kind IN ('debit', 'credit')
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'game' AS source, v.game_type,
             date_trunc('hour', r.created_at, 'UTC') AS hour,
             CASE WHEN r.kind = 'debit' THEN r.amount ELSE 0 END AS bet,
             CASE WHEN r.kind = 'debit' THEN 1 ELSE 0 END AS bet_count,
             CASE WHEN r.kind = 'credit' THEN r.amount ELSE 0 END AS payout,
             CASE WHEN r.kind = 'credit' THEN 1 ELSE 0 END AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM new_rows r JOIN game_vendors v ON v.id = r.vendor_id
       WHERE r.state = 'done' AND r.kind IN ('debit', 'credit')
      UNION ALL
      SELECT r.merchant_id, r.member_id, r.currency, 'game' AS source, v.game_type,
             date_trunc('hour', r.created_at, 'UTC') AS hour,
             -CASE WHEN r.kind = 'debit' THEN r.amount ELSE 0 END AS bet,
             -CASE WHEN r.kind = 'debit' THEN 1 ELSE 0 END AS bet_count,
             -CASE WHEN r.kind = 'credit' THEN r.amount ELSE 0 END AS payout,
             -CASE WHEN r.kind = 'credit' THEN 1 ELSE 0 END AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM old_rows r JOIN game_vendors v ON v.id = r.vendor_id
       WHERE r.state = 'done' AND r.kind IN ('debit', 'credit')
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  ELSE
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'game' AS source, v.game_type,
             date_trunc('hour', r.created_at, 'UTC') AS hour,
             -CASE WHEN r.kind = 'debit' THEN r.amount ELSE 0 END AS bet,
             -CASE WHEN r.kind = 'debit' THEN 1 ELSE 0 END AS bet_count,
             -CASE WHEN r.kind = 'credit' THEN r.amount ELSE 0 END AS payout,
             -CASE WHEN r.kind = 'credit' THEN 1 ELSE 0 END AS payout_count,
             0 AS deposit, 0 AS deposit_count, 0 AS withdraw, 0 AS withdraw_count
        FROM old_rows r JOIN game_vendors v ON v.id = r.vendor_id
       WHERE r.state = 'done' AND r.kind IN ('debit', 'credit')
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  END IF;
  IF FOUND THEN
    INSERT INTO activity_pending_tx (xid) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER seamless_transactions_activity_insert AFTER INSERT ON seamless_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_seamless_transactions()
--> statement-breakpoint
CREATE TRIGGER seamless_transactions_activity_update AFTER UPDATE ON seamless_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_seamless_transactions()
--> statement-breakpoint
CREATE TRIGGER seamless_transactions_activity_delete AFTER DELETE ON seamless_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_seamless_transactions()
--> statement-breakpoint
CREATE FUNCTION activity_stage_funding_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'funding' AS source, '' AS game_type,
             date_trunc('hour', r.decided_at, 'UTC') AS hour,
             0 AS bet, 0 AS bet_count, 0 AS payout, 0 AS payout_count,
             CASE WHEN r.direction = 'DEPOSIT' THEN r.amount ELSE 0 END AS deposit,
             CASE WHEN r.direction = 'DEPOSIT' THEN 1 ELSE 0 END AS deposit_count,
             CASE WHEN r.direction = 'WITHDRAW' THEN r.amount ELSE 0 END AS withdraw,
             CASE WHEN r.direction = 'WITHDRAW' THEN 1 ELSE 0 END AS withdraw_count
        FROM new_rows r
       WHERE r.status = 'APPROVED' AND r.decided_at IS NOT NULL
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'funding' AS source, '' AS game_type,
             date_trunc('hour', r.decided_at, 'UTC') AS hour,
             0 AS bet, 0 AS bet_count, 0 AS payout, 0 AS payout_count,
             CASE WHEN r.direction = 'DEPOSIT' THEN r.amount ELSE 0 END AS deposit,
             CASE WHEN r.direction = 'DEPOSIT' THEN 1 ELSE 0 END AS deposit_count,
             CASE WHEN r.direction = 'WITHDRAW' THEN r.amount ELSE 0 END AS withdraw,
             CASE WHEN r.direction = 'WITHDRAW' THEN 1 ELSE 0 END AS withdraw_count
        FROM new_rows r
       WHERE r.status = 'APPROVED' AND r.decided_at IS NOT NULL
      UNION ALL
      SELECT r.merchant_id, r.member_id, r.currency, 'funding' AS source, '' AS game_type,
             date_trunc('hour', r.decided_at, 'UTC') AS hour,
             0 AS bet, 0 AS bet_count, 0 AS payout, 0 AS payout_count,
             -CASE WHEN r.direction = 'DEPOSIT' THEN r.amount ELSE 0 END AS deposit,
             -CASE WHEN r.direction = 'DEPOSIT' THEN 1 ELSE 0 END AS deposit_count,
             -CASE WHEN r.direction = 'WITHDRAW' THEN r.amount ELSE 0 END AS withdraw,
             -CASE WHEN r.direction = 'WITHDRAW' THEN 1 ELSE 0 END AS withdraw_count
        FROM old_rows r
       WHERE r.status = 'APPROVED' AND r.decided_at IS NOT NULL
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  ELSE
    INSERT INTO activity_pending (xid, merchant_id, member_id, currency, source, game_type, hour,
                                  bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
    SELECT pg_current_xact_id(), merchant_id, member_id, currency, source, game_type, hour,
           sum(bet), sum(bet_count), sum(payout), sum(payout_count), sum(deposit), sum(deposit_count),
           sum(withdraw), sum(withdraw_count)
      FROM (
      SELECT r.merchant_id, r.member_id, r.currency, 'funding' AS source, '' AS game_type,
             date_trunc('hour', r.decided_at, 'UTC') AS hour,
             0 AS bet, 0 AS bet_count, 0 AS payout, 0 AS payout_count,
             -CASE WHEN r.direction = 'DEPOSIT' THEN r.amount ELSE 0 END AS deposit,
             -CASE WHEN r.direction = 'DEPOSIT' THEN 1 ELSE 0 END AS deposit_count,
             -CASE WHEN r.direction = 'WITHDRAW' THEN r.amount ELSE 0 END AS withdraw,
             -CASE WHEN r.direction = 'WITHDRAW' THEN 1 ELSE 0 END AS withdraw_count
        FROM old_rows r
       WHERE r.status = 'APPROVED' AND r.decided_at IS NOT NULL
      ) c
     GROUP BY merchant_id, member_id, currency, source, game_type, hour
    HAVING sum(bet) <> 0 OR sum(bet_count) <> 0 OR sum(payout) <> 0 OR sum(payout_count) <> 0 OR
           sum(deposit) <> 0 OR sum(deposit_count) <> 0 OR sum(withdraw) <> 0 OR sum(withdraw_count) <> 0;
  END IF;
  IF FOUND THEN
    INSERT INTO activity_pending_tx (xid) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER funding_requests_activity_insert AFTER INSERT ON funding_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_funding_requests()
--> statement-breakpoint
CREATE TRIGGER funding_requests_activity_update AFTER UPDATE ON funding_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_funding_requests()
--> statement-breakpoint
CREATE TRIGGER funding_requests_activity_delete AFTER DELETE ON funding_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_stage_funding_requests()
--> statement-breakpoint
-- The staged changes of a transaction per member series: each game type, and '*' for everything.
CREATE FUNCTION activity_pending_series(p_xid xid8)
RETURNS TABLE (member_id bigint, merchant_id integer, game_type varchar, hour timestamptz,
               bet bigint, bet_count bigint, payout bigint, payout_count bigint, deposit bigint, deposit_count bigint, withdraw bigint, withdraw_count bigint)
LANGUAGE sql STABLE AS $$
  SELECT p.member_id, p.merchant_id, p.game_type, p.hour, sum(p.bet)::bigint AS bet, sum(p.bet_count)::bigint AS bet_count,
         sum(p.payout)::bigint AS payout, sum(p.payout_count)::bigint AS payout_count,
         sum(p.deposit)::bigint AS deposit, sum(p.deposit_count)::bigint AS deposit_count,
         sum(p.withdraw)::bigint AS withdraw, sum(p.withdraw_count)::bigint AS withdraw_count
    FROM activity_pending p WHERE p.xid = p_xid AND p.game_type <> ''
   GROUP BY p.member_id, p.merchant_id, p.game_type, p.hour
  UNION ALL
  SELECT p.member_id, p.merchant_id, '*', p.hour, sum(p.bet)::bigint AS bet, sum(p.bet_count)::bigint AS bet_count,
         sum(p.payout)::bigint AS payout, sum(p.payout_count)::bigint AS payout_count,
         sum(p.deposit)::bigint AS deposit, sum(p.deposit_count)::bigint AS deposit_count,
         sum(p.withdraw)::bigint AS withdraw, sum(p.withdraw_count)::bigint AS withdraw_count
    FROM activity_pending p WHERE p.xid = p_xid
   GROUP BY p.member_id, p.merchant_id, p.hour
$$
--> statement-breakpoint
CREATE FUNCTION activity_fold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx xid8 := pg_current_xact_id();
BEGIN
  DELETE FROM activity_pending_tx WHERE xid = tx;
  -- Lifetime rows first, in member order: the lock on a member's row also serialises every change
  -- of that member's hourly rows below, so the cumulative figures are never computed twice at once.
  INSERT INTO member_activity AS a (member_id, merchant_id, bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count, last_bet_hour)
  SELECT p.member_id, p.merchant_id, sum(p.bet)::bigint AS bet, sum(p.bet_count)::bigint AS bet_count,
         sum(p.payout)::bigint AS payout, sum(p.payout_count)::bigint AS payout_count,
         sum(p.deposit)::bigint AS deposit, sum(p.deposit_count)::bigint AS deposit_count,
         sum(p.withdraw)::bigint AS withdraw, sum(p.withdraw_count)::bigint AS withdraw_count,
         max(p.hour) FILTER (WHERE p.bet_count > 0)
    FROM activity_pending p WHERE p.xid = tx
   GROUP BY p.member_id, p.merchant_id
   ORDER BY p.member_id
  ON CONFLICT (member_id) DO UPDATE SET bet = a.bet + excluded.bet, bet_count = a.bet_count + excluded.bet_count,
    payout = a.payout + excluded.payout, payout_count = a.payout_count + excluded.payout_count,
    deposit = a.deposit + excluded.deposit, deposit_count = a.deposit_count + excluded.deposit_count,
    withdraw = a.withdraw + excluded.withdraw,
    withdraw_count = a.withdraw_count + excluded.withdraw_count,
    last_bet_hour = greatest(a.last_bet_hour, excluded.last_bet_hour);
  -- An hour without a row yet starts from the cumulative figures of the row before it...
  INSERT INTO member_activity_hours (member_id, game_type, hour, merchant_id, bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
  SELECT d.member_id, d.game_type, d.hour, d.merchant_id,
         coalesce(b.bet, 0), coalesce(b.bet_count, 0), coalesce(b.payout, 0),
         coalesce(b.payout_count, 0), coalesce(b.deposit, 0), coalesce(b.deposit_count, 0),
         coalesce(b.withdraw, 0), coalesce(b.withdraw_count, 0)
    FROM activity_pending_series(tx) d
    LEFT JOIN LATERAL (
      SELECT h.* FROM member_activity_hours h
       WHERE h.member_id = d.member_id AND h.game_type = d.game_type AND h.hour < d.hour
       ORDER BY h.hour DESC LIMIT 1) b ON true
   ORDER BY d.member_id, d.game_type, d.hour
  ON CONFLICT (member_id, game_type, hour) DO NOTHING;
  -- ...then every row at or after a changed hour takes the changes of the hours up to its own
  -- (normally just that hour's row; more when an event lands in an earlier hour, e.g. a rollback
  -- of an older debit): one sorted pass over the changes and the rows they reach.
  WITH d AS (
    SELECT * FROM activity_pending_series(tx)
  ), reached AS (
    SELECT h.member_id, h.game_type, h.hour
      FROM (SELECT d.member_id, d.game_type, min(d.hour) AS since FROM d GROUP BY 1, 2) s
      JOIN member_activity_hours h
        ON h.member_id = s.member_id AND h.game_type = s.game_type AND h.hour >= s.since
  ), running AS (
    SELECT member_id, game_type, hour, is_row,
           sum(bet) OVER w AS bet, sum(bet_count) OVER w AS bet_count, sum(payout) OVER w AS payout,
           sum(payout_count) OVER w AS payout_count, sum(deposit) OVER w AS deposit,
           sum(deposit_count) OVER w AS deposit_count, sum(withdraw) OVER w AS withdraw,
           sum(withdraw_count) OVER w AS withdraw_count
      FROM (SELECT member_id, game_type, hour, false AS is_row, bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count FROM d
            UNION ALL
            SELECT member_id, game_type, hour, true, 0, 0, 0, 0, 0, 0, 0, 0 FROM reached) x
    WINDOW w AS (PARTITION BY member_id, game_type ORDER BY hour, is_row ROWS UNBOUNDED PRECEDING)
  )
  UPDATE member_activity_hours h
     SET bet = h.bet + r.bet, bet_count = h.bet_count + r.bet_count, payout = h.payout + r.payout,
         payout_count = h.payout_count + r.payout_count, deposit = h.deposit + r.deposit,
         deposit_count = h.deposit_count + r.deposit_count, withdraw = h.withdraw + r.withdraw,
         withdraw_count = h.withdraw_count + r.withdraw_count
    FROM running r
   WHERE r.is_row AND h.member_id = r.member_id AND h.game_type = r.game_type AND h.hour = r.hour;
  INSERT INTO merchant_activity_hours AS m (merchant_id, currency, hour, source, game_type, bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
  SELECT p.merchant_id, p.currency, p.hour, p.source, p.game_type, sum(p.bet)::bigint AS bet, sum(p.bet_count)::bigint AS bet_count,
         sum(p.payout)::bigint AS payout, sum(p.payout_count)::bigint AS payout_count,
         sum(p.deposit)::bigint AS deposit, sum(p.deposit_count)::bigint AS deposit_count,
         sum(p.withdraw)::bigint AS withdraw, sum(p.withdraw_count)::bigint AS withdraw_count
    FROM activity_pending p WHERE p.xid = tx
   GROUP BY p.merchant_id, p.currency, p.hour, p.source, p.game_type
   ORDER BY p.merchant_id, p.currency, p.hour, p.source, p.game_type
  ON CONFLICT (merchant_id, currency, hour, source, game_type) DO UPDATE SET bet = m.bet + excluded.bet, bet_count = m.bet_count + excluded.bet_count,
    payout = m.payout + excluded.payout, payout_count = m.payout_count + excluded.payout_count,
    deposit = m.deposit + excluded.deposit, deposit_count = m.deposit_count + excluded.deposit_count,
    withdraw = m.withdraw + excluded.withdraw,
    withdraw_count = m.withdraw_count + excluded.withdraw_count;
  DELETE FROM activity_pending WHERE xid = tx;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER activity_pending_fold AFTER INSERT ON activity_pending_tx
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION activity_fold()
--> statement-breakpoint
-- Figures of one member series ('*' or a game type) for everything before p_at: the last hourly
-- row before p_at's hour plus the events of p_at's own hour up to p_at.
CREATE FUNCTION activity_before(p_member bigint, p_series varchar, p_at timestamptz)
RETURNS TABLE (bet bigint, bet_count bigint, payout bigint, payout_count bigint, deposit bigint, deposit_count bigint, withdraw bigint, withdraw_count bigint)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(h.bet, 0) + coalesce(e.bet, 0), coalesce(h.bet_count, 0) + coalesce(e.bet_count, 0),
         coalesce(h.payout, 0) + coalesce(e.payout, 0),
         coalesce(h.payout_count, 0) + coalesce(e.payout_count, 0),
         coalesce(h.deposit, 0) + coalesce(e.deposit, 0),
         coalesce(h.deposit_count, 0) + coalesce(e.deposit_count, 0),
         coalesce(h.withdraw, 0) + coalesce(e.withdraw, 0),
         coalesce(h.withdraw_count, 0) + coalesce(e.withdraw_count, 0)
    FROM (SELECT date_trunc('hour', p_at, 'UTC') AS hour) t
    LEFT JOIN LATERAL (
      SELECT x.* FROM member_activity_hours x
       WHERE x.member_id = p_member AND x.game_type = p_series AND x.hour < t.hour
       ORDER BY x.hour DESC LIMIT 1) h ON true
    LEFT JOIN LATERAL (
      SELECT sum(x.bet)::bigint AS bet, sum(x.bet_count)::bigint AS bet_count,
         sum(x.payout)::bigint AS payout, sum(x.payout_count)::bigint AS payout_count,
         sum(x.deposit)::bigint AS deposit, sum(x.deposit_count)::bigint AS deposit_count,
         sum(x.withdraw)::bigint AS withdraw, sum(x.withdraw_count)::bigint AS withdraw_count
        FROM activity_events x
       WHERE p_at > t.hour AND x.member_id = p_member AND x.at >= t.hour AND x.at < p_at
         AND (p_series = '*' OR x.game_type = p_series)) e ON true
$$
--> statement-breakpoint
-- The history so far, once.
INSERT INTO member_activity (member_id, merchant_id, bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count, last_bet_hour)
SELECT e.member_id, e.merchant_id, sum(e.bet)::bigint AS bet, sum(e.bet_count)::bigint AS bet_count,
         sum(e.payout)::bigint AS payout, sum(e.payout_count)::bigint AS payout_count,
         sum(e.deposit)::bigint AS deposit, sum(e.deposit_count)::bigint AS deposit_count,
         sum(e.withdraw)::bigint AS withdraw, sum(e.withdraw_count)::bigint AS withdraw_count,
       max(date_trunc('hour', e.at, 'UTC')) FILTER (WHERE e.bet_count > 0)
  FROM activity_events e
 GROUP BY e.member_id, e.merchant_id
--> statement-breakpoint
INSERT INTO member_activity_hours (member_id, game_type, hour, merchant_id, bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
SELECT member_id, game_type, hour, merchant_id,
       (sum(bet) OVER w)::bigint, (sum(bet_count) OVER w)::bigint, (sum(payout) OVER w)::bigint,
       (sum(payout_count) OVER w)::bigint, (sum(deposit) OVER w)::bigint,
       (sum(deposit_count) OVER w)::bigint, (sum(withdraw) OVER w)::bigint,
       (sum(withdraw_count) OVER w)::bigint
  FROM (
    SELECT e.member_id, e.merchant_id, e.game_type, date_trunc('hour', e.at, 'UTC') AS hour, sum(e.bet)::bigint AS bet, sum(e.bet_count)::bigint AS bet_count,
         sum(e.payout)::bigint AS payout, sum(e.payout_count)::bigint AS payout_count,
         sum(e.deposit)::bigint AS deposit, sum(e.deposit_count)::bigint AS deposit_count,
         sum(e.withdraw)::bigint AS withdraw, sum(e.withdraw_count)::bigint AS withdraw_count
      FROM activity_events e WHERE e.game_type <> ''
     GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT e.member_id, e.merchant_id, '*', date_trunc('hour', e.at, 'UTC'), sum(e.bet)::bigint AS bet, sum(e.bet_count)::bigint AS bet_count,
         sum(e.payout)::bigint AS payout, sum(e.payout_count)::bigint AS payout_count,
         sum(e.deposit)::bigint AS deposit, sum(e.deposit_count)::bigint AS deposit_count,
         sum(e.withdraw)::bigint AS withdraw, sum(e.withdraw_count)::bigint AS withdraw_count
      FROM activity_events e
     GROUP BY 1, 2, 4
  ) per_hour
WINDOW w AS (PARTITION BY member_id, game_type ORDER BY hour)
--> statement-breakpoint
INSERT INTO merchant_activity_hours (merchant_id, currency, hour, source, game_type, bet, bet_count, payout, payout_count, deposit, deposit_count, withdraw, withdraw_count)
SELECT e.merchant_id, e.currency, date_trunc('hour', e.at, 'UTC'), e.source, e.game_type, sum(e.bet)::bigint AS bet, sum(e.bet_count)::bigint AS bet_count,
         sum(e.payout)::bigint AS payout, sum(e.payout_count)::bigint AS payout_count,
         sum(e.deposit)::bigint AS deposit, sum(e.deposit_count)::bigint AS deposit_count,
         sum(e.withdraw)::bigint AS withdraw, sum(e.withdraw_count)::bigint AS withdraw_count
  FROM activity_events e
 GROUP BY 1, 2, 3, 4, 5;
