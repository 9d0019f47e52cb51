"""All of Lambda's SQL: functions with their versions and aliases, layers, the async queue, event source
mappings and their shard checkpoints, function URLs and the per-function settings; typed records back."""
