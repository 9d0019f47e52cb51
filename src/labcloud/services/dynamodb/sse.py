"""Encryption at rest under a KMS key (``SSESpecification`` with ``SSEType: KMS``), enforced as on AWS.

CreateTable/UpdateTable bind the table to its key as the caller: KMS's ``GenerateDataKey`` (through
:class:`~labcloud.services.kms.interfaces.KeyRing`, so IAM, the key policy, grants and the key's state
apply) makes the table key, whose ciphertext the table keeps. No ``KMSMasterKeyId``: the account's AWS
managed key ``alias/aws/dynamodb``. A missing, disabled or pending-deletion key fails the call with a
ValidationException; a caller KMS refuses gets AccessDeniedException.

Item operations on a table under a customer managed key decrypt the table key as their caller (so the
caller needs ``kms:Decrypt`` and the key must be usable) at most once per :data:`RECHECK_SECONDS` per
table and principal: :class:`KeyGuard` caches each verdict, so an unencrypted table costs a dict lookup
and an encrypted one a cache hit. A refused check fails the call with AccessDeniedException ("KMS key
access denied error: ..." naming KMS's own error); a key that is disabled, pending deletion or gone
makes the table ``INACCESSIBLE_ENCRYPTION_CREDENTIALS`` in DescribeTable (with
``SSEDescription.InaccessibleEncryptionDateTime``) until a later check finds it usable again. Tables
under the AWS managed key are not checked: AWS manages that key and it admits every principal of the
account through DynamoDB.
"""

from __future__ import annotations

import base64
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import Principal
from labcloud.errors import AwsError

if TYPE_CHECKING:
    from labcloud.services.dynamodb.table_meta import TableKey
    from labcloud.services.kms.interfaces import KeyRing

MANAGED_ALIAS = "alias/aws/dynamodb"
#: how long a key check's verdict stands, per table and principal
RECHECK_SECONDS = 5.0
#: KMS errors that mean the key itself is unusable (the table becomes inaccessible)
KEY_STATE_ERRORS = frozenset({"DisabledException", "KMSInvalidStateException", "NotFoundException"})

#: item operations whose tables are named by ``TableName``
SINGLE_TABLE = frozenset({"GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan"})
BATCH = frozenset({"BatchGetItem", "BatchWriteItem"})
TRANSACT = frozenset({"TransactGetItems", "TransactWriteItems"})
GUARDED = SINGLE_TABLE | BATCH | TRANSACT


def _context(account_id: str) -> dict[str, str]:
    return {"aws:dynamodb:subscriberId": account_id}


def _validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def _kms_denied(error: AwsError) -> AwsError:
    return AwsError(
        "AccessDeniedException",
        f"KMS key access denied error: {error.message} (Service: AWSKMS; Status Code: 400; "
        f"Error Code: {error.code})",
        status=400,
    )


async def bind(
    ring: KeyRing | None, principal: Principal, account_id: str, region: str, spec: dict[str, Any]
) -> dict[str, Any] | None:
    """The table-key record for a requested SSESpecification (None: the AWS owned key, nothing to bind)."""
    if not spec.get("Enabled"):
        if spec.get("KMSMasterKeyId"):
            raise _validation("KMSMasterKeyId can only be specified when SSE is enabled")
        return None
    if (spec.get("SSEType") or "KMS") != "KMS":
        raise _validation(f"SSEType {spec['SSEType']} is not supported: the only supported value is KMS")
    if ring is None:
        raise AwsError("InternalFailure", "KMS is not running", status=500, sender_fault=False)
    key_id = spec.get("KMSMasterKeyId") or MANAGED_ALIAS
    try:
        data_key = await ring.new_data_key(principal, region, key_id, _context(account_id))
    except AwsError as error:
        if error.code == "NotFoundException":
            raise _validation(
                f"KMS key {key_id} does not exist or is not accessible: {error.message}"
            ) from None
        if error.code in ("DisabledException", "KMSInvalidStateException"):
            raise _validation(f"KMS key {key_id} is not enabled: {error.message}") from None
        if error.code == "AccessDeniedException":
            raise _kms_denied(error) from None
        raise
    return {
        "Arn": data_key.key_arn,
        "Blob": base64.b64encode(data_key.ciphertext).decode(),
        "Managed": key_id == MANAGED_ALIAS or key_id.endswith(":" + MANAGED_ALIAS),
    }


def table_names(operation: str, params: dict[str, Any]) -> Iterable[str]:
    """The tables an item operation touches."""
    if operation in SINGLE_TABLE:
        name = params.get("TableName")
        return (name,) if isinstance(name, str) else ()
    if operation in BATCH:
        return tuple(params.get("RequestItems") or ())
    names = []
    for entry in params.get("TransactItems") or ():
        for part in entry.values():
            if isinstance(part, dict) and isinstance(part.get("TableName"), str):
                names.append(part["TableName"])
    return names


@dataclass(frozen=True, slots=True)
class Guarded:
    """A customer-key table an item operation touches: its id, coordinates and table-key record."""

    tid: int
    account_id: str
    region: str
    key: TableKey


class KeyGuard:
    """Cached verdicts of "may this principal use this table's key now?" and which tables are inaccessible."""

    def __init__(self, ring_of: Callable[[], KeyRing | None], recheck: float = RECHECK_SECONDS) -> None:
        self.ring_of = ring_of
        self.recheck = recheck
        #: (table id, principal ARN) → (valid until, the error a refused check raised or None)
        self.verdicts: dict[tuple[int, str], tuple[float, AwsError | None]] = {}
        #: table id → when a check first found its key unusable
        self.inaccessible: dict[int, float] = {}

    def clear(self) -> None:
        """Forget every verdict (a reset: table ids are reused)."""
        self.verdicts.clear()
        self.inaccessible.clear()

    def forget(self, tid: int) -> None:
        self.inaccessible.pop(tid, None)
        for key in [k for k in self.verdicts if k[0] == tid]:
            del self.verdicts[key]

    def stale_quietly(self, tables: Iterable[Guarded], principal: Principal) -> list[Guarded]:
        """The tables without a fresh verdict."""
        now = time.monotonic()
        return [t for t in tables if self.verdicts.get((t.tid, principal.arn), (0.0, None))[0] <= now]

    def stale(self, tables: Iterable[Guarded], principal: Principal) -> list[Guarded]:
        """The tables without a fresh verdict; raises a fresh refusal's error."""
        now = time.monotonic()
        out = []
        for table in tables:
            verdict = self.verdicts.get((table.tid, principal.arn))
            if verdict is None or verdict[0] <= now:
                out.append(table)
            elif verdict[1] is not None:
                raise verdict[1]
        return out

    async def check(self, tables: Iterable[Guarded], principal: Principal, *, raising: bool = True) -> None:
        """Decrypt each table key as ``principal`` and record the verdicts."""
        ring = self.ring_of()
        for table in tables:
            error: AwsError | None = None
            if ring is not None:
                try:
                    await ring.decrypt_bytes(
                        principal,
                        table.region,
                        base64.b64decode(table.key.blob),
                        _context(table.account_id),
                        key_id=table.key.arn,
                    )
                except AwsError as refused:
                    error = _kms_denied(refused)
                    if refused.code in KEY_STATE_ERRORS:
                        self.inaccessible.setdefault(table.tid, clock.now())
                else:
                    self.inaccessible.pop(table.tid, None)
            self.verdicts[(table.tid, principal.arn)] = (time.monotonic() + self.recheck, error)
            if error is not None and raising:
                raise error

    def describe(self, tid: int, description: dict[str, Any]) -> dict[str, Any]:
        """Mark a TableDescription inaccessible when its key was found unusable."""
        since = self.inaccessible.get(tid)
        if since is not None:
            description["TableStatus"] = "INACCESSIBLE_ENCRYPTION_CREDENTIALS"
            sse = description.get("SSEDescription")
            if isinstance(sse, dict):
                sse["InaccessibleEncryptionDateTime"] = datetime.fromtimestamp(since, timezone.utc)
        return description
