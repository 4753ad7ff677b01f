-- The points earning queue (point_earning_queue in points.tables.ts) kept by triggers: an event
-- is queued in the transaction that makes it able to earn (settled, booked, approved), once per
-- change from not able to able, for merchants with a points program. Earning passes then read the
-- queue instead of every event since the program started.
LOCK TABLE lottery_bets, seamless_transactions, funding_requests IN SHARE ROW EXCLUSIVE MODE
--> statement-breakpoint
CREATE FUNCTION points_queue_lottery_bets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO point_earning_queue (merchant_id, member_id, source, source_id)
    SELECT r.merchant_id, r.member_id, 'LOTT', r.id
      FROM new_rows r JOIN point_configs c ON c.merchant_id = r.merchant_id
     WHERE r.status IN ('won', 'lost') AND r.settled_at >= c.earn_from
     ORDER BY r.id
    ON CONFLICT (source, source_id) DO NOTHING;
  ELSE
    INSERT INTO point_earning_queue (merchant_id, member_id, source, source_id)
    SELECT r.merchant_id, r.member_id, 'LOTT', r.id
      FROM new_rows r JOIN old_rows o ON o.id = r.id JOIN point_configs c ON c.merchant_id = r.merchant_id
     WHERE r.status IN ('won', 'lost') AND r.settled_at >= c.earn_from
       AND (o.status IN ('won', 'lost') AND o.settled_at >= c.earn_from) IS NOT TRUE
     ORDER BY r.id
    ON CONFLICT (source, source_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER lottery_bets_points_insert AFTER INSERT ON lottery_bets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION points_queue_lottery_bets()
--> statement-breakpoint
CREATE TRIGGER lottery_bets_points_update AFTER UPDATE ON lottery_bets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION points_queue_lottery_bets()
--> statement-breakpoint
CREATE FUNCTION points_queue_seamless_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO point_earning_queue (merchant_id, member_id, source, source_id)
    SELECT r.merchant_id, r.member_id, 'GAME', r.id
      FROM new_rows r JOIN point_configs c ON c.merchant_id = r.merchant_id
     WHERE r.kind = 'debit' AND r.state = 'done' AND r.amount > 0 AND r.created_at >= c.earn_from
     ORDER BY r.id
    ON CONFLICT (source, source_id) DO NOTHING;
  ELSE
    INSERT INTO point_earning_queue (merchant_id, member_id, source, source_id)
    SELECT r.merchant_id, r.member_id, 'GAME', r.id
      FROM new_rows r JOIN old_rows o ON o.id = r.id JOIN point_configs c ON c.merchant_id = r.merchant_id
     WHERE r.kind = 'debit' AND r.state = 'done' AND r.amount > 0 AND r.created_at >= c.earn_from
       AND (o.kind = 'debit' AND o.state = 'done' AND o.amount > 0 AND o.created_at >= c.earn_from) IS NOT TRUE
     ORDER BY r.id
    ON CONFLICT (source, source_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER seamless_transactions_points_insert AFTER INSERT ON seamless_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION points_queue_seamless_transactions()
--> statement-breakpoint
CREATE TRIGGER seamless_transactions_points_update AFTER UPDATE ON seamless_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION points_queue_seamless_transactions()
--> statement-breakpoint
CREATE FUNCTION points_queue_funding_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO point_earning_queue (merchant_id, member_id, source, source_id)
    SELECT r.merchant_id, r.member_id, 'DEP', r.id
      FROM new_rows r JOIN point_configs c ON c.merchant_id = r.merchant_id
     WHERE r.direction = 'DEPOSIT' AND r.status = 'APPROVED' AND r.decided_at >= c.earn_from
     ORDER BY r.id
    ON CONFLICT (source, source_id) DO NOTHING;
  ELSE
    INSERT INTO point_earning_queue (merchant_id, member_id, source, source_id)
    SELECT r.merchant_id, r.member_id, 'DEP', r.id
      FROM new_rows r JOIN old_rows o ON o.id = r.id JOIN point_configs c ON c.merchant_id = r.merchant_id
     WHERE r.direction = 'DEPOSIT' AND r.status = 'APPROVED' AND r.decided_at >= c.earn_from
       AND (o.direction = 'DEPOSIT' AND o.status = 'APPROVED' AND o.decided_at >= c.earn_from) IS NOT TRUE
     ORDER BY r.id
    ON CONFLICT (source, source_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE TRIGGER funding_requests_points_insert AFTER INSERT ON funding_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION points_queue_funding_requests()
--> statement-breakpoint
CREATE TRIGGER funding_requests_points_update AFTER UPDATE ON funding_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION points_queue_funding_requests()
--> statement-breakpoint
-- What earned nothing yet, once.
INSERT INTO point_earning_queue (merchant_id, member_id, source, source_id)
SELECT r.merchant_id, r.member_id, 'LOTT', r.id
  FROM lottery_bets r JOIN point_configs c ON c.merchant_id = r.merchant_id
 WHERE r.status IN ('won', 'lost') AND r.settled_at >= c.earn_from
   AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'LOTT' AND e.source_id = r.id)
UNION ALL
SELECT r.merchant_id, r.member_id, 'GAME', r.id
  FROM seamless_transactions r JOIN point_configs c ON c.merchant_id = r.merchant_id
 WHERE r.kind = 'debit' AND r.state = 'done' AND r.amount > 0 AND r.created_at >= c.earn_from
   AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'GAME' AND e.source_id = r.id)
UNION ALL
SELECT r.merchant_id, r.member_id, 'DEP', r.id
  FROM funding_requests r JOIN point_configs c ON c.merchant_id = r.merchant_id
 WHERE r.direction = 'DEPOSIT' AND r.status = 'APPROVED' AND r.decided_at >= c.earn_from
   AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'DEP' AND e.source_id = r.id)
ON CONFLICT (source, source_id) DO NOTHING;
