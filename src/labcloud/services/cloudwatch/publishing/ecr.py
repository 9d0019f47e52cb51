"""ECR's usage metrics, as ECR publishes them: ``CallCount`` (one per call, answered or refused by
ECR) in ``AWS/Usage`` with the dimensions ``Service`` ``ECR``, ``Type`` ``API``, ``Resource`` the action and
``Class`` ``None``, for the actions ECR's quotas cover: GetAuthorizationToken, BatchCheckLayerAvailability,
InitiateLayerUpload, UploadLayerPart, CompleteLayerUpload, PutImage, BatchGetImage and
GetDownloadUrlForLayer. A ``docker``/OCI push or pull through labcloud's registry is made of those calls, so
it counts as on AWS. ECR publishes no ``AWS/ECR`` repository metrics that labcloud could verify in AWS's
documentation, so none are invented. Calls refused before ECR runs (a signature or IAM denial) are not seen.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Usage"
COUNTED = frozenset(
    {
        "GetAuthorizationToken",
        "BatchCheckLayerAvailability",
        "InitiateLayerUpload",
        "UploadLayerPart",
        "CompleteLayerUpload",
        "PutImage",
        "BatchGetImage",
        "GetDownloadUrlForLayer",
    }
)


async def observe(
    rec: Samples,
    ctx: RequestContext,
    params: dict[str, Any],
    call_next: Callable[[RequestContext, dict[str, Any]], Awaitable[dict[str, Any]]],
) -> dict[str, Any]:
    op = ctx.operation
    if op not in COUNTED:
        return await call_next(ctx, params)
    try:
        return await call_next(ctx, params)
    finally:
        dims = (("Class", "None"), ("Resource", op), ("Service", "ECR"), ("Type", "API"))
        rec.record(ctx, NS, "CallCount", dims, 1.0, "None")
