import { clsx } from 'clsx';
import { Frown, Info, Mail, Meh, Reply, Smile, StickyNote, type LucideIcon } from 'lucide-react';
import type { Communication, Sentiment } from '../../../../domain/communication';
import { formatDateTime } from '../../../../domain/dates';
import { Badge } from '../../../components/badge';

interface EntryStyle {
  icon: LucideIcon;
  label: string;
  classes: string;
  iconClasses: string;
}

// Spec §2: Amazon Email, Response, System, and any other type in a fourth style.
const styles: Record<'Amazon Email' | 'Response' | 'System' | 'other', EntryStyle> = {
  'Amazon Email': {
    icon: Mail,
    label: 'Amazon Email',
    classes: 'border-l-orange-500 bg-orange-50',
    iconClasses: 'text-orange-700',
  },
  Response: {
    icon: Reply,
    label: 'Your Response',
    classes: 'border-l-blue-600 bg-blue-50',
    iconClasses: 'text-blue-700',
  },
  System: {
    icon: Info,
    label: 'System',
    classes: 'border-l-gray-400 bg-gray-50',
    iconClasses: 'text-gray-600',
  },
  other: {
    icon: StickyNote,
    label: 'Note',
    classes: 'border-l-purple-500 bg-purple-50',
    iconClasses: 'text-purple-700',
  },
};

function styleOf(type: string): EntryStyle {
  return type === 'Amazon Email' || type === 'Response' || type === 'System'
    ? styles[type]
    : { ...styles.other, label: type };
}

const sentimentLook: Record<Sentiment, { icon: LucideIcon; classes: string; label: string }> = {
  negative: { icon: Frown, classes: 'text-red-700', label: 'Negative' },
  neutral: { icon: Meh, classes: 'text-gray-600', label: 'Neutral' },
  positive: { icon: Smile, classes: 'text-green-700', label: 'Positive' },
};

function SentimentIndicator({ sentiment }: { sentiment: Sentiment }) {
  const { icon: Icon, classes, label } = sentimentLook[sentiment];
  return (
    <span
      className={clsx('inline-flex items-center gap-1 text-xs font-medium', classes)}
      data-sentiment={sentiment}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      <span>
        <span className="sr-only">Sentiment: </span>
        {label}
      </span>
    </span>
  );
}

export function CommunicationEntry({ entry }: { entry: Communication }) {
  const style = styleOf(entry.type);
  const Icon = style.icon;
  const isAmazonEmail = entry.type === 'Amazon Email';
  return (
    <li
      aria-label={`${style.label}, ${formatDateTime(entry.timestamp)}`}
      data-communication-type={entry.type}
      className={clsx('rounded-md border border-l-4 border-gray-200 p-4', style.classes)}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          <Icon aria-hidden="true" className={clsx('h-4 w-4', style.iconClasses)} />
          {style.label}
        </p>
        <div className="flex items-center gap-3">
          {isAmazonEmail && <SentimentIndicator sentiment={entry.sentiment} />}
          <time dateTime={entry.timestamp} className="text-xs text-gray-600">
            {formatDateTime(entry.timestamp)}
          </time>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-gray-800">{entry.content}</p>
      {isAmazonEmail && entry.keyIssues.length > 0 && (
        <div className="mt-3">
          <p className="mb-1 text-xs font-medium text-gray-700">Key issues</p>
          <ul aria-label="Key issues" className="flex flex-wrap gap-1.5">
            {entry.keyIssues.map((issue) => (
              <li key={issue}>
                <Badge variant="orange" className="text-left whitespace-normal">
                  {issue}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
