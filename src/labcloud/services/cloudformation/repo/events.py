"""Stack event rows, in the order they happened (``seq``)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Doc = dict[str, Any]


def add(store: Store, stack_id: str, event: Doc) -> None:
    store.execute("INSERT INTO cfn_events (stack_id, doc) VALUES (?, ?)", (stack_id, json.dumps(event)))


def of_stack(store: Store, stack_id: str) -> list[Doc]:
    """The stack's events, newest first."""
    rows = store.all("SELECT doc FROM cfn_events WHERE stack_id = ? ORDER BY seq DESC", (stack_id,))
    return [dict(json.loads(r["doc"])) for r in rows]
