import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { QR_SIZE } from './download-logic';

/** A QR code of `value` drawn on a canvas of QR_SIZE pixels. */
export function QrCode({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    QRCode.toCanvas(element, value, { width: QR_SIZE, margin: 2, errorCorrectionLevel: 'M' })
      .then(() => setFailed(false))
      .catch((error: unknown) => {
        console.warn('[download] QR code failed', error);
        setFailed(true);
      });
  }, [value]);
  return (
    <canvas
      ref={canvas}
      className="qr-code"
      width={QR_SIZE}
      height={QR_SIZE}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-failed={failed || undefined}
      style={{ width: QR_SIZE, height: QR_SIZE }}
    />
  );
}
