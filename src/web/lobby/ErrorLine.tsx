/** A refusal or failure, said where it happened and read out at once; nothing when there is none. */
export function ErrorLine({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      {message}
    </p>
  );
}
