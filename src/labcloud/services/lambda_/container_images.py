"""Container image functions: labcloud has no container runtime, so ``PackageType: Image`` is refused, but
precisely. An ``ImageUri`` of an ECR registry is looked up in labcloud's ECR (``BatchGetImage`` through the
pipeline, as the caller; labcloud's ``repositoryUri`` form on the endpoint's host names the caller's own
registry): an image that does not exist gets AWS's "does not exist" refusal, one that does
the refusal naming the limitation; a URI that is not an ECR image's gets AWS's "is not valid"."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.unsupported import unsupported
from labcloud.services.shape import Caller

_URI = re.compile(
    r"^(?:(?P<account>[0-9]{12})\.dkr\.ecr\.(?P<region>[a-z0-9-]+)\.(?:amazonaws\.com|localhost(?::\d{1,5})?)"
    r"|(?:127\.0\.0\.1|localhost)(?::\d{1,5})?)"
    r"/(?P<name>[a-z0-9][a-z0-9._/-]*?)"
    r"(?::(?P<tag>[A-Za-z0-9_][A-Za-z0-9._-]{0,299})|@(?P<digest>sha256:[0-9a-f]{64}))$"
)


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterValueException", message, status=400, Type="User")


async def check(
    services: Caller, ctx: RequestContext, params: Mapping[str, Any], code: Mapping[str, Any]
) -> None:
    """Raise the refusal of an image package (nothing for a Zip package)."""
    uri = code.get("ImageUri") or params.get("ImageUri")
    if params.get("PackageType", "Zip") != "Image" and not uri:
        return
    if not uri:
        raise _invalid(
            "Please provide a source for function code: ImageUri is required when PackageType is Image."
        )
    match = _URI.match(str(uri))
    if match is None:
        raise _invalid(f"Source image {uri} is not valid. Provide a valid source image.")
    image_id = (
        {"imageDigest": match.group("digest")}
        if match.group("digest")
        else {"imageTag": match.group("tag") or "latest"}
    )
    try:
        found = await services.call(
            "ecr",
            "BatchGetImage",
            {
                "registryId": match.group("account"),
                "repositoryName": match.group("name"),
                "imageIds": [image_id],
            },
            account_id=ctx.account_id,
            region=match.group("region"),
            principal=ctx.principal,
        )
    except AwsError as exc:
        if exc.code == "RepositoryNotFoundException":
            raise _invalid(f"Source image {uri} does not exist. Provide a valid source image.") from None
        if exc.code == "AccessDeniedException":
            raise _invalid(
                f"Lambda does not have permission to access the ECR image {uri}. Check the ECR permissions."
            ) from None
        raise
    if not found.get("images"):
        raise _invalid(f"Source image {uri} does not exist. Provide a valid source image.")
    raise unsupported(
        "PackageType=Image",
        f"container image functions (the image {uri} exists in labcloud's ECR, but labcloud has no container runtime to run it)",
    )
