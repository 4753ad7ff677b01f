import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { dialogs } from '../../../lib/dialog-store';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { isTrialAccount } from '../../account';
import { useUnreadCounts, MESSAGE_KEY } from '../../message';
import { useSettings } from '../../../lib/settings/useSettings';
import { isBuiltInChat } from '../../customer-service';
import { fetchChatPermission, fetchChatUrl } from '../api';
import {
  BUBBLE_HOLD_MS,
  CHAT_WINDOW_MAX_WIDTH,
  DRAG_THRESHOLD_PX,
  clampToViewport,
  clampWindowSize,
  snapToCorner,
  windowPosition,
  type Point,
  type Size,
} from './bubble-geometry';

/** Widths below this are phones (the tab bar's breakpoint in global.css). */
const PHONE_MAX_WIDTH = 640;

/** The bubble's size: smaller on phones, where it floats over the page above the tab bar. */
function bubbleSize(): Size {
  const side = window.innerWidth < PHONE_MAX_WIDTH ? 44 : 56;
  return { width: side, height: side };
}
const DEFAULT_WINDOW: Size = { width: 380, height: 560 };

function viewport(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

function warn(message: string) {
  dialogs.open({ kind: 'warning', message, actions: [{ label: 'OK', primary: true }] });
}

/**
 * The chat-room bubble of logged-in members: held 150 ms it drags and snaps to the
 * nearest corner; a click without a drag opens a resizable window framing the chat URL.
 */
export function ChatBubble() {
  const { t } = useTranslation();
  const { token, isAgent } = useSession();
  const { data: settings } = useSettings();
  const unread = useUnreadCounts().data?.chat ?? 0;
  // The white-label switch of the chat: the merchant offers the built-in chat at all.
  const chatOn = (settings?.customerService ?? []).some((entry) => isBuiltInChat(entry));
  const [position, setPosition] = useState<Point>(() =>
    snapToCorner({ x: Number.MAX_SAFE_INTEGER, y: Number.MAX_SAFE_INTEGER }, bubbleSize(), viewport()),
  );
  const [dragging, setDragging] = useState(false);
  const [chatUrl, setChatUrl] = useState<string | null>(null);
  const [size, setSize] = useState<Size>(() => clampWindowSize(DEFAULT_WINDOW, viewport()));
  const [opening, setOpening] = useState(false);
  const press = useRef<{ start: Point; origin: Point; timer: number; armed: boolean; moved: boolean } | null>(
    null,
  );
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onResize = () => {
      setPosition((current) => snapToCorner(current, bubbleSize(), viewport()));
      setSize((current) => clampWindowSize(current, viewport()));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // The window's native resize handle changes its box; keep the size within the limits.
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const next = clampWindowSize({ width: element.offsetWidth, height: element.offsetHeight }, viewport());
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [chatUrl]);

  const close = useCallback(() => {
    setChatUrl(null);
    void queryClient.invalidateQueries({ queryKey: [...MESSAGE_KEY, 'unread'] });
  }, []);

  // A session that ends (logout, expiry) force-closes the window.
  useEffect(() => {
    if (!token) setChatUrl(null);
  }, [token]);

  const open = async () => {
    if (opening) return;
    if (isTrialAccount(isAgent)) {
      warn(t('in_please_information'));
      return;
    }
    setOpening(true);
    try {
      const permission = await fetchChatPermission();
      if (!permission.hasPermission) {
        warn(t('sup_chat_no_permission'));
        return;
      }
      const { chatUrl: url } = await fetchChatUrl({
        title: t('sup_chat_title'),
        language: currentLanguage(),
      });
      setChatUrl(url);
    } catch (error) {
      console.warn('[chat] could not open', error);
      warn(t('sup_chat_failed'));
    } finally {
      setOpening(false);
    }
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const state = {
      start: { x: event.clientX, y: event.clientY },
      origin: position,
      armed: false,
      moved: false,
      timer: window.setTimeout(() => {
        state.armed = true;
        setDragging(true);
      }, BUBBLE_HOLD_MS),
    };
    press.current = state;
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const state = press.current;
    if (!state?.armed) return;
    const dx = event.clientX - state.start.x;
    const dy = event.clientY - state.start.y;
    if (!state.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    state.moved = true;
    setPosition(
      clampToViewport({ x: state.origin.x + dx, y: state.origin.y + dy }, bubbleSize(), viewport()),
    );
  };
  const onPointerUp = () => {
    const state = press.current;
    press.current = null;
    if (!state) return;
    window.clearTimeout(state.timer);
    setDragging(false);
    if (state.moved) setPosition((current) => snapToCorner(current, bubbleSize(), viewport()));
    else if (chatUrl) close();
    else void open();
  };

  if (!token || !chatOn) return null;
  const bubble = bubbleSize();
  const windowAt = windowPosition(position, bubble, size, viewport());
  return (
    <>
      <button
        type="button"
        className={`chat-bubble${dragging ? ' chat-bubble--dragging' : ''}`}
        style={{ left: position.x, top: position.y, width: bubble.width, height: bubble.height }}
        aria-label={t('sup_chat_open')}
        aria-expanded={Boolean(chatUrl)}
        aria-busy={opening}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (chatUrl) close();
            else void open();
          }
        }}
        data-testid="chat-bubble"
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z"
          />
        </svg>
        {unread > 0 && (
          <span
            className="chat-bubble__badge"
            aria-label={t('sup_chat_unread', { count: unread })}
            data-testid="chat-unread"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {chatUrl && (
        <div
          ref={panel}
          className="chat-window"
          role="dialog"
          aria-label={t('sup_chat_title')}
          style={{
            left: windowAt.x,
            top: windowAt.y,
            width: size.width,
            height: size.height,
            maxWidth: CHAT_WINDOW_MAX_WIDTH,
          }}
          data-testid="chat-window"
        >
          <div className="chat-window__head">
            <span>{t('sup_chat_title')}</span>
            <button
              type="button"
              className="chat-window__close"
              aria-label={t('sup_chat_close')}
              onClick={close}
            >
              ×
            </button>
          </div>
          <iframe
            className="chat-window__frame"
            src={chatUrl}
            title={t('sup_chat_title')}
            data-testid="chat-frame"
          />
        </div>
      )}
    </>
  );
}
