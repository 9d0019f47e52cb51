"""SQS event source mappings: the control plane, the pollers, the event shape and event filtering."""
