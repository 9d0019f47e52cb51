"""SNS: topics, subscriptions, publishing and delivery (in the service shape)."""
