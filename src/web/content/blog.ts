export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  body: string[];
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the whole article, from its word count (at least one). */
export function readMinutes(article: BlogArticle): number {
  const words = [article.excerpt, ...article.body].join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "August 15, 2025". */
export function formatArticleDate(article: BlogArticle): string {
  return dateFormat.format(new Date(`${article.date}T00:00:00Z`));
}

export const FEATURED_ARTICLE: BlogArticle = {
  id: 'why-we-built-chesschat',
  title: 'Checkmate Across the Miles: Why We Built ChessChat',
  excerpt:
    'Two people, two time zones, one chessboard — and a video call in another window. How a long-distance habit turned into the product we wanted to exist.',
  category: 'Our Story',
  date: '2025-08-15',
  body: [
    'For a long stretch of time, our founder and his partner lived far apart. Their evening ritual was a game of chess: one app for the board, another for the video call, and a lot of switching between windows. Half the time one of them missed a move while looking at the other; the other half they missed a smile while looking at the board.',
    'That small friction mattered more than it sounds. The point of those games was never the rating. It was the teasing before a sacrifice, the groan after a blunder, the quiet when someone was really thinking. Two separate apps split that moment in two.',
    'So we built ChessChat: the board and the call on one screen, in the browser, with nothing to install. You create a game, send a link, and the person you care about is right there beside the pieces. The clocks are kept by our server so nobody argues about time, and the call goes straight from one browser to the other.',
    'If something feels off, or you have an idea that would make your games warmer, write to us from the Help Center. We read every message.',
  ],
};

export const ARTICLES: BlogArticle[] = [
  {
    id: 'openings-for-beginners',
    title: 'Five Openings to Try With a Friend Who Is Just Starting',
    excerpt:
      'Simple, principled first moves that lead to lively games — and are easy to explain over a video call.',
    category: 'Chess Tips',
    date: '2025-08-28',
    body: [
      'The Italian Game (1.e4 e5 2.Nf3 Nc6 3.Bc4) is the classic teaching opening: develop a knight, develop a bishop, castle, and aim at the weak f7 square. Every move has a reason you can say out loud.',
      'The Queen’s Gambit (1.d4 d5 2.c4) shows that a pawn can be a loan rather than a gift. If Black takes on c4, White usually wins it back while building a big centre.',
      'The London System (1.d4, 2.Bf4, then e3, Nf3 and c3) is a calm set-up that works against almost anything. It is perfect when your friend wants a plan more than a memorised line.',
      'For Black, the Scandinavian (1.e4 d5) gets the queen out early and teaches why that can cost time, while the Caro-Kann (1.e4 c6 and 2...d5) is solid and forgiving.',
      'Whatever you choose, play the same opening a few games in a row and talk about it afterwards. Repetition with a friend beats a hundred lines from a book.',
    ],
  },
  {
    id: 'long-distance-game-night',
    title: 'Game Night, Long Distance: Ideas for Couples',
    excerpt: 'Small rituals that turn a game of chess into a proper evening together, wherever you both are.',
    category: 'Relationships',
    date: '2025-09-10',
    body: [
      'Pick a fixed evening. A standing date gives both of you something to look forward to, and it survives busy weeks better than “let’s play sometime”.',
      'Make the stakes silly. The loser chooses the next film, cooks the dish the winner picks on the next visit, or writes a short poem about the winning move.',
      'Play one slow game instead of five fast ones. Thirty minutes on the clock leaves room to talk, to laugh at a blunder, and to explain what you were planning.',
      'Finish with a replay. Step back through the moves together and find the moment the game turned. It is a surprisingly good way to hear how the other person thinks.',
    ],
  },
  {
    id: 'teaching-over-video',
    title: 'Teaching Chess Over Video: Notes for Coaches and Parents',
    excerpt:
      'Seeing the student’s face while they choose a move changes how you teach. A few habits that help.',
    category: 'Coaching',
    date: '2025-09-24',
    body: [
      'Watch before you correct. A hesitant look often says the student already sees the threat; let them find the answer before you give it.',
      'Ask for the plan, not the move. “What do you want your knight to do?” teaches more than “play Nf3”. The video call makes these little conversations natural.',
      'Use longer time controls for lessons. Fifteen or thirty minutes a side leaves time to pause and talk without anyone losing on time.',
      'Keep games short and finish on a good note. Ten focused minutes with a young player beat an hour of tired moves, and a happy ending brings them back tomorrow.',
    ],
  },
  {
    id: 'fair-clocks',
    title: 'Why Fair Clocks Matter: How Our Server Keeps Time',
    excerpt:
      'Both players should see the same clock. A look at how ChessChat keeps time honest over the internet.',
    category: 'Behind the Scenes',
    date: '2025-10-08',
    body: [
      'In over-the-board chess there is one clock on the table. Online, each browser shows its own — so someone has to be the referee. In ChessChat that is our server: it records when each clock started and how much time is left, and every move is checked against it.',
      'Networks are never instant, so the server credits part of the measured travel time of each move back to the player who made it, up to a small limit. A slow connection should not cost you the game.',
      'When time runs out, the server declares it at that moment, without waiting for the next move. Both players see the same result at the same time, and nobody has to argue about who flagged first.',
    ],
  },
  {
    id: 'video-chess-manners',
    title: 'Talking While You Think: Table Manners for Video Chess',
    excerpt: 'Friendly habits that make a game with a camera feel as good as one across a real table.',
    category: 'Community',
    date: '2025-10-22',
    body: [
      'Say hello before the first move. It sets the tone, and it gives you both a moment to check that you can see and hear each other.',
      'Think out loud if you like, but keep your opponent’s clock in mind: chatter during their move is friendlier than during yours.',
      'If you need a break, mute your microphone or turn your camera off for a moment rather than leaving the game; the other player will see it.',
      'Win and lose kindly. A “good game” at the end costs nothing, and it is why people come back to play with you again.',
    ],
  },
];
