import { useNavigate } from 'react-router-dom';
import { entriesBehind, resolveBack, type BackTarget } from '../../../shared/screen/back-target';

/**
 * What a Back button does, resolved when it is pressed (the history may have grown since the
 * render). Answers whether anything will happen, for the button's disabled state.
 */
export function useBack(target: BackTarget, fallback: string | null) {
  const navigate = useNavigate();
  const move = () =>
    resolveBack(target, { entriesBehind: entriesBehind(window.history.state), fallback });
  const possible = () => move().kind !== 'none';
  const go = async (): Promise<void> => {
    const next = move();
    switch (next.kind) {
      case 'history':
        await navigate(next.delta);
        return;
      case 'navigate':
        await navigate(next.to);
        return;
      case 'run':
        await next.fn();
        return;
      case 'none':
        return;
    }
  };
  return { go, possible };
}
