"""Fault injection: rules applied in the request pipeline, and per-invocation faults for the engine."""
