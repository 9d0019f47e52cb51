"""AWS/ACMPrivateCA metrics, as AWS Private CA publishes them (Count, one sample each).

IssueCertificate, observed on its way through the pipeline: ``Success`` (a certificate issued, an
idempotent repeat included) or ``Failure`` (the call answered with an error), and ``Time`` (Milliseconds,
the server's time from the request to its answer, either way), with the dimensions ``Operation``
(``IssueCertificate``) and ``PrivateCAArn``. A call naming no CA of the account (ResourceNotFoundException,
InvalidArnException) has no CA to count it against and publishes nothing. From Private CA's events on the
bus: ``CRLGenerated`` when a CA's CRL is written to its S3 bucket, ``MisconfiguredCRLBucket`` when it cannot
be (no such bucket, access denied), with the dimension ``PrivateCAArn``. The ``AWS/Usage`` CertificateAuthority
and CertificatesPerCA counts are not published.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/ACMPrivateCA"
#: The events it reads (the bus delivers the listeners only the kinds they name).
PREFIXES = ("acm-pca.crl.",)
#: Errors that name no CA of the caller's: nothing to count against.
NO_CA = frozenset({"ResourceNotFoundException", "InvalidArnException"})


async def observe(
    rec: Samples,
    ctx: RequestContext,
    params: dict[str, Any],
    call_next: Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]],
) -> dict[str, Any]:
    if ctx.operation != "IssueCertificate":
        return await call_next(ctx, params)
    started = time.perf_counter()
    outcome = "Failure"
    try:
        answer = await call_next(ctx, params)
        outcome = "Success"
        return answer
    except AwsError as error:
        if error.code in NO_CA:
            outcome = ""
        raise
    finally:
        if outcome:
            dims = (
                ("Operation", "IssueCertificate"),
                ("PrivateCAArn", str(params.get("CertificateAuthorityArn"))),
            )
            rec.record(ctx, NS, outcome, dims, 1.0, "Count")
            rec.record(ctx, NS, "Time", dims, (time.perf_counter() - started) * 1000.0, "Milliseconds")


def on_event(rec: Samples, event: Event) -> None:
    name = {"acm-pca.crl.generated": "CRLGenerated", "acm-pca.crl.failed": "MisconfiguredCRLBucket"}.get(
        event.kind
    )
    if name:
        rec.record(
            (event.account_id, event.region), NS, name, (("PrivateCAArn", event.resource),), 1.0, "Count"
        )
