import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts after the next animation frame, not in the task that asked', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled(); // no frame yet: nothing painted
    frames[0](0);
    expect(start).not.toHaveBeenCalled(); // the frame is painted after its callbacks
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const raf = jest.spyOn(window, 'requestAnimationFrame');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(raf).not.toHaveBeenCalled();
  });
});
