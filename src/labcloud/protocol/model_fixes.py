"""Corrections to botocore's models where the service itself accepts what the model's text forbids.

Each entry names a service, a shape and the metadata that replaces the model's. They are applied
(idempotently) to the model data whether it came from botocore or from the per-user cache, so an
added or changed correction takes effect at once; the cache holds corrected models, so removing one
needs ``model_cache.FORMAT`` bumped.

- logs ``MetricNamespace``: the model says ``[^:*$]*``, but CloudWatch Logs takes any CloudWatch
  namespace, whose characters the CloudWatch concepts guide lists: letters, digits, period, hyphen,
  underscore, slash, hash, colon and space (so ``a:b`` is accepted, ``a$b`` and ``a*b`` are not).
- firehose ``HttpEndpointUrl``: the model says ``https://.*``; labcloud also takes ``http://`` for a
  receiver on this machine (a loopback host), and Firehose itself refuses any other ``http://`` URL with
  the model's ValidationException (``services/firehose/config.py``).
- apigatewaymanagementapi ``Data``: the model's 128 KB ``max`` would answer ValidationException; the
  service answers ``PayloadTooLargeException`` (413), which the operation checks itself.
"""

from __future__ import annotations

from typing import Any

FIXES: dict[str, dict[str, dict[str, Any]]] = {
    "logs": {"MetricNamespace": {"pattern": "[0-9A-Za-z.\\-_/#: ]*"}},
    "apigatewaymanagementapi": {"Data": {"max": 2**31}},
    "firehose": {"HttpEndpointUrl": {"pattern": "https?://.*"}},
}


def apply(name: str, data: dict[str, Any]) -> None:
    """Apply ``name``'s corrections to its model data in place."""
    shapes = data.get("shapes", {})
    for shape, metadata in FIXES.get(name, {}).items():
        if shape in shapes:
            shapes[shape].update(metadata)
