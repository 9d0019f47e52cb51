"""What the internal API and the web view show of streams: each stream, its shards and latest records."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.dynamodb.codec import decode_item, jsonable
from labcloud.services.dynamodbstreams.journal import sequence_text
from labcloud.services.dynamodbstreams.repo import rows as repo
from labcloud.store.db import Store


def streams_snapshot(store: Store, table: str | None, limit: int) -> dict[str, Any]:
    streams = []
    for stream in repo.every_stream(store, table):
        shards = repo.shards_of(store, stream.sid)
        rows = repo.latest_records(store, stream.sid, limit)
        streams.append(
            {
                "arn": stream.arn,
                "account_id": stream.account_id,
                "region": stream.region,
                "table": stream.table_name,
                "label": stream.label,
                "status": stream.status,
                "view_type": stream.view_type,
                "key_schema": json.loads(stream.key_schema),
                "shards": [
                    {
                        "shard_id": s.shard_id,
                        "parent": s.parent,
                        "start": sequence_text(s.start_seq),
                        "end": sequence_text(s.end_seq) if s.end_seq is not None else None,
                        "closed": s.closed is not None,
                    }
                    for s in shards
                ],
                "records": [
                    {
                        "sequence_number": sequence_text(r.seq),
                        "event": r.event,
                        "created": r.created,
                        "keys": jsonable(decode_item(r.keys, r.bin)),
                        "new_image": jsonable(decode_item(r.new, r.bin)) if r.new else None,
                        "old_image": jsonable(decode_item(r.old, r.bin)) if r.old else None,
                        "size": r.size,
                        "service": bool(r.service),
                    }
                    for r in reversed(rows)
                ],
            }
        )
    return {"streams": streams}
