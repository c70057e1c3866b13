/** A step's heading; it takes focus when the user arrives on the step, so readers hear where they are. */
export function StepHeading({ children, takeFocus }: { children: string; takeFocus: boolean }) {
  return (
    <h2
      tabIndex={-1}
      ref={takeFocus ? (element) => element?.focus() : undefined}
      className="text-xl font-semibold text-gray-900 focus:outline-none"
    >
      {children}
    </h2>
  );
}
