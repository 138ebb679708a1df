/**
 * Runs `task` once the next frame has been painted, in a task of its own: for work nobody is waiting for (a page
 * fetched ahead) that would otherwise run between React's commit and that frame, and hold up what was asked for. A
 * task posted from an animation frame callback runs after that frame's style, layout and paint. A hidden page paints
 * no frame (nor calls animation frame callbacks): there, `task` runs at once. Returns a cancel.
 */
export function afterPaint(task: () => void): () => void {
  if (document.hidden) {
    task();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
