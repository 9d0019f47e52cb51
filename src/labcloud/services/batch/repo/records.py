"""Batch's records as plain documents: the wire's member names, timestamps as epoch milliseconds (as
Batch's wire has them), labcloud's own keys under ``_`` (tags, a job's clock). ``kind`` is ``env``,
``queue``, ``jobdef``, ``policy`` or ``job``; ``parent`` is a job's queue ARN, "" otherwise;
``announced`` is the status of a job last sent as a "Batch Job State Change" event."""

from __future__ import annotations

import json

from labcloud.store.documents import Doc, DocumentRecords


class Records(DocumentRecords):
    TABLE = "batch_resources"

    def dependent_jobs(self, account_id: str, region: str) -> list[Doc]:
        """Jobs that depend on others (the ones a failed job may fail)."""
        rows = self.store.all(
            "SELECT doc FROM batch_resources WHERE kind = 'job' AND account_id = ? AND region = ?"
            " AND json_array_length(doc, '$.dependsOn') > 0 ORDER BY created",
            (account_id, region),
        )
        return [dict(json.loads(r["doc"])) for r in rows]

    def unannounced(self, settled: tuple[str, ...]) -> list[tuple[str, str, Doc]]:
        """Jobs (account, region, doc) whose announced status is not one of ``settled``."""
        marks = ", ".join("?" for _ in settled)
        rows = self.store.all(
            f"SELECT account_id, region, doc FROM batch_resources WHERE kind = 'job' AND announced NOT IN ({marks})"
            " ORDER BY created",
            settled,
        )
        return [(str(r["account_id"]), str(r["region"]), dict(json.loads(r["doc"]))) for r in rows]

    def put(
        self,
        kind: str,
        account_id: str,
        region: str,
        arn: str,
        name: str,
        doc: Doc,
        created: float,
        parent: str = "",
    ) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO batch_resources "
            "(arn, kind, account_id, region, name, parent, doc, created, announced) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                arn,
                kind,
                account_id,
                region,
                name,
                parent,
                json.dumps(doc),
                created,
                str(doc.get("_announced", "")),
            ),
        )

    def update(self, arn: str, doc: Doc) -> None:
        self.store.execute(
            "UPDATE batch_resources SET doc = ?, announced = ? WHERE arn = ?",
            (json.dumps(doc), str(doc.get("_announced", "")), arn),
        )
