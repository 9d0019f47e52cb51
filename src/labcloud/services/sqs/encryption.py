"""SSE-KMS for queues with a ``KmsMasterKeyId``: sending needs a data key from KMS
(``kms:GenerateDataKey`` as the sender) and receiving needs it decrypted (``kms:Decrypt`` as the
receiver), as on AWS, each reused for the queue's ``KmsDataKeyReusePeriodSeconds``. A key that is
missing, disabled, pending deletion or not allowed to the caller fails the call with AWS's
``KMS.*`` error; SSE-SQS (``SqsManagedSseEnabled``) needs no key and is not checked.

Message bodies are kept in labcloud's store as they are for any queue (the store is local and
owner-only); what KMS decides is whether the call may go ahead, with KMS's own policy evaluation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.sqs.queues import Queue

if TYPE_CHECKING:
    from labcloud.services.kms.interfaces import KeyRing

#: KMS's error codes → SQS's, as SQS reports them.
_CODES = {
    "NotFoundException": "KMS.NotFoundException",
    "DisabledException": "KMS.DisabledException",
    "KMSInvalidStateException": "KMS.InvalidStateException",
    "AccessDeniedException": "KMS.AccessDeniedException",
    "InvalidKeyUsageException": "KMS.InvalidKeyUsageException",
    "KeyUnavailableException": "KMS.KeyUnavailableException",
}


@dataclass(slots=True)
class DataKeys:
    """Data keys SQS holds (memory only): per (queue ARN, principal ARN, purpose), until when."""

    until: dict[tuple[str, str, str], float] = field(default_factory=dict)
    #: Per queue ARN and key id: a data key's ciphertext, for receivers to decrypt.
    ciphertexts: dict[tuple[str, str], bytes] = field(default_factory=dict)

    def fresh(self, entry: tuple[str, str, str], now: float) -> bool:
        return self.until.get(entry, 0.0) > now

    def clear(self) -> None:
        self.until.clear()
        self.ciphertexts.clear()


def key_of(queue: Queue) -> str | None:
    return queue.attributes.get("KmsMasterKeyId") or None


def _translated(error: AwsError) -> AwsError:
    code = _CODES.get(error.code)
    if code is None:
        return error
    return AwsError(code, error.message, status=400)


async def obtain(
    ring: KeyRing | None, keys: DataKeys, queue: Queue, ctx: RequestContext, purpose: str, now: float
) -> None:
    """Ask KMS, as the caller, for what ``purpose`` (``send`` or ``receive``) needs of the queue's key."""
    key_id = key_of(queue)
    if key_id is None:
        return
    if ring is None:
        raise AwsError("KMS.KeyUnavailableException", "KMS is not running in labcloud", status=400)
    context = {"aws:sqs:arn": queue.arn}
    try:
        held = keys.ciphertexts.get((queue.arn, key_id))
        if purpose == "send" or held is None:
            fresh = await ring.new_data_key(ctx.principal, queue.region, key_id, context)
            keys.ciphertexts[(queue.arn, key_id)] = held = fresh.ciphertext
        if purpose == "receive":
            await ring.decrypt_bytes(ctx.principal, queue.region, held, context)
    except AwsError as error:
        raise _translated(error) from None
    period = float(queue.attributes.get("KmsDataKeyReusePeriodSeconds") or 300)
    keys.until[(queue.arn, ctx.principal.arn, purpose)] = now + period


def needs_key(keys: DataKeys, queue: Queue, ctx: RequestContext, purpose: str, now: float) -> bool:
    """Whether this call must reach KMS first (an encrypted queue whose data key is not held)."""
    return key_of(queue) is not None and not keys.fresh((queue.arn, ctx.principal.arn, purpose), now)
