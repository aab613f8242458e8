import { Link } from 'wouter';
import { Button } from '../components/ui/button';

export default function Home() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Play Chess. Face to Face.</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
        One screen, one game, one real conversation.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/about">Learn More</Link>
        </Button>
      </div>
    </section>
  );
}
