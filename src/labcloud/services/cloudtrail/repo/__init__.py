"""All of CloudTrail's SQL: the recorded events and the trails."""
