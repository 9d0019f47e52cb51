"""All of EventBridge's SQL: buses, rules, targets and the pending deliveries (typed records back)."""
