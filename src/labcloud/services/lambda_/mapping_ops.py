"""The event source mapping operations and the pollers' start and stop, as ``service.py`` names them: a
module of this package so that its lazy stand-in (``lazy_module``) carries the module's own name. They
live in ``esm/mappings.py``; nothing of it is imported until a mapping is used or kept."""

from __future__ import annotations

from labcloud.services.lambda_.esm.mappings import (
    create_event_source_mapping,
    delete_event_source_mapping,
    get_event_source_mapping,
    list_event_source_mappings,
    start_pollers,
    stop_pollers,
    update_event_source_mapping,
)

__all__ = [
    "create_event_source_mapping",
    "delete_event_source_mapping",
    "get_event_source_mapping",
    "list_event_source_mappings",
    "start_pollers",
    "stop_pollers",
    "update_event_source_mapping",
]
