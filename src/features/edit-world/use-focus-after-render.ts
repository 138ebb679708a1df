import { useEffect, useRef } from 'react';
import type { UseFormSetFocus } from 'react-hook-form';
import type { EditValues, WorldField } from './world-changes';

/**
 * Focuses a field once the form has re-rendered: the button that was pressed may be gone with its panel, and
 * focus must go to the field in question, never to the page's body.
 */
export function useFocusAfterRender(setFocus: UseFormSetFocus<EditValues>) {
  const next = useRef<WorldField>(undefined);
  useEffect(() => {
    if (!next.current) return;
    setFocus(next.current);
    next.current = undefined;
  });
  return (field: WorldField) => {
    next.current = field;
  };
}
