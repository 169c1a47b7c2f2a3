import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { EventDispatcher } from 'three';
import type { LiveProfile } from './renderProfile';
import { frameCost, initialScale, nextScale, pixelRatioFor, type ScaleLimits } from './renderScale';

/** How long the view must rest before the full resolution comes back, ms. */
export const REST_MS = 180;

/** Tells the adaptive resolution that an item the user drags moved, and when they let it go. */
export interface MotionSignal {
  moved(): void;
  ended(): void;
  subscribe(listener: (event: 'moved' | 'ended') => void): () => void;
}

export function createMotionSignal(): MotionSignal {
  const listeners = new Set<(event: 'moved' | 'ended') => void>();
  return {
    moved: () => listeners.forEach((listener) => listener('moved')),
    ended: () => listeners.forEach((listener) => listener('ended')),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface AdaptiveResolutionProps {
  /** The device's live profile: its frame budget and the scales a move starts at and may drop to. */
  profile: LiveProfile;
  /** The pixel ratio of the view at rest (renderProfile.ts stillPixelRatio). */
  stillRatio: number;
  /** An item's drag: its moves and its release count as a gesture, as the camera's do. */
  motion: MotionSignal;
  /** Told when moving frames begin and when the view is at rest again (before its sharp frame). */
  onMoving?: (moving: boolean) => void;
}

/**
 * Draws moving frames (the user turning or zooming the room, or dragging an item) at a lower
 * resolution sized to the profile's frame budget, and the view at rest (the gesture over and nothing
 * moved for REST_MS) at full resolution. Only a camera that moves during a gesture counts: a click, a
 * preset view or a content change draws one sharp frame as before. The rest waits for the gesture's
 * end: a pause while the finger is still down would otherwise flip between the two sizes, each flip a
 * whole frame on a slow device.
 */
export function AdaptiveResolution({ profile, stillRatio, motion, onMoving }: AdaptiveResolutionProps) {
  const controls = useThree((state) => state.controls) as unknown as EventDispatcher<{
    start: object;
    change: object;
    end: object;
  }> | null;
  const setDpr = useThree((state) => state.setDpr);
  const invalidate = useThree((state) => state.invalidate);
  const limits = useMemo<ScaleLimits>(
    () => ({ budgetMs: profile.frameBudgetMs, startScale: profile.startScale, minScale: profile.minScale }),
    [profile],
  );
  const scale = useRef(initialScale(limits));
  const moving = useRef(false);
  const lastFrame = useRef(0);
  /** The gaps between this move's last frames, ms (oldest first). */
  const gaps = useRef<number[]>([]);
  const latestOnMoving = useRef(onMoving);
  useEffect(() => {
    latestOnMoving.current = onMoving;
  }, [onMoving]);

  useEffect(() => {
    let gesture = false;
    let dragging = false;
    let rest: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(rest);
      if (gesture || dragging || !moving.current) return;
      rest = setTimeout(() => {
        moving.current = false;
        latestOnMoving.current?.(false);
        setDpr(stillRatio);
        invalidate();
      }, REST_MS);
    };
    const move = () => {
      if (!moving.current) {
        moving.current = true;
        lastFrame.current = 0;
        gaps.current = [];
        latestOnMoving.current?.(true);
        setDpr(pixelRatioFor(stillRatio, true, scale.current));
      }
      settle();
    };
    const onStart = () => void (gesture = true);
    const onChange = () => {
      if (gesture) move();
    };
    const onEnd = () => {
      gesture = false;
      settle();
    };
    const onDrag = (event: 'moved' | 'ended') => {
      dragging = event === 'moved';
      if (dragging) move();
      else settle();
    };
    controls?.addEventListener('start', onStart);
    controls?.addEventListener('change', onChange);
    controls?.addEventListener('end', onEnd);
    const unsubscribe = motion.subscribe(onDrag);
    return () => {
      clearTimeout(rest);
      // Never left in the moving frames' detail by a gesture cut short (new controls, unmount).
      if (moving.current) {
        moving.current = false;
        latestOnMoving.current?.(false);
      }
      controls?.removeEventListener('start', onStart);
      controls?.removeEventListener('change', onChange);
      controls?.removeEventListener('end', onEnd);
      unsubscribe();
    };
  }, [controls, motion, setDpr, invalidate, stillRatio]);

  // The gaps between moving frames say what one costs (renderScale.ts frameCost).
  useFrame(() => {
    if (!moving.current) return;
    const now = performance.now();
    if (lastFrame.current > 0) {
      gaps.current = [...gaps.current.slice(-1), now - lastFrame.current];
      const cost = frameCost(gaps.current);
      const next = nextScale(scale.current, cost, limits);
      if (next !== scale.current) {
        scale.current = next;
        setDpr(pixelRatioFor(stillRatio, true, next));
      }
    }
    lastFrame.current = now;
  });
  return null;
}
