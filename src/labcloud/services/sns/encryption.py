"""SSE-KMS for topics with a ``KmsMasterKeyId``: a publish needs a data key from KMS as the publisher
(``kms:GenerateDataKey`` and ``kms:Decrypt``, as AWS documents for publishers to encrypted topics),
held for five minutes per topic and publisher. A key that is missing, disabled, pending deletion or
not allowed answers SNS's ``KMSNotFound`` / ``KMSDisabled`` / ``KMSInvalidState`` / ``KMSAccessDenied``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.sns.repo.topics import Topic

REUSE_SECONDS = 300.0

_CODES = {
    "NotFoundException": "KMSNotFound",
    "DisabledException": "KMSDisabled",
    "KMSInvalidStateException": "KMSInvalidState",
    "AccessDeniedException": "KMSAccessDenied",
}


@dataclass(slots=True)
class DataKeys:
    """Per (topic ARN, publisher ARN): until when its data key is held (memory only)."""

    until: dict[tuple[str, str], float] = field(default_factory=dict)

    def clear(self) -> None:
        self.until.clear()


def needs_key(keys: DataKeys, topic: Topic, ctx: RequestContext, now: float) -> bool:
    return (
        bool(topic.attributes.get("KmsMasterKeyId"))
        and keys.until.get((topic.arn, ctx.principal.arn), 0.0) <= now
    )


async def obtain(ring: KeyRing | None, keys: DataKeys, topic: Topic, ctx: RequestContext, now: float) -> None:
    key_id = topic.attributes.get("KmsMasterKeyId")
    if not key_id:
        return
    if ring is None:
        raise AwsError("KMSNotFound", "KMS is not running in labcloud", status=400)
    context = {"aws:sns:topicArn": topic.arn}
    try:
        data_key = await ring.new_data_key(ctx.principal, topic.region, key_id, context)
        await ring.decrypt_bytes(ctx.principal, topic.region, data_key.ciphertext, context)
    except AwsError as error:
        code = _CODES.get(error.code)
        if code is None:
            raise
        raise AwsError(code, error.message, status=400) from None
    keys.until[(topic.arn, ctx.principal.arn)] = now + REUSE_SECONDS
