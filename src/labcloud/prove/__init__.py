"""``labcloud prove``: at-least-once fault injection through a real mapping, judged per business key."""
