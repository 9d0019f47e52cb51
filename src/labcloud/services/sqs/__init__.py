"""Amazon SQS: standard and FIFO queues with visibility, long polling, redrive and move tasks."""
