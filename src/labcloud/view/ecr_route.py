"""``GET /_labcloud/ecr``: Amazon ECR for the view. Each repository of the server's account and region (URI,
tag mutability, scan on push, encryption) with its images (tags, digest, size, pushed and last pulled) read
through ECR's own API, and its lifecycle policy: whether there is one, when it last ran and what it expired
(the newest ``ecr.image.expired`` events, EXPIRED_SHOWN per repository)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.view.paging import every_page
from labcloud.view.times import epoch_seconds

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: Pages of repositories and of a repository's images read (1000 a page).
MAX_PAGES = 10
#: Expired images listed per repository, newest first; events scanned for them.
EXPIRED_SHOWN = 20
EVENTS_SCANNED = 5000


async def _pages(hub: Hub, operation: str, member: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return await every_page(
        hub, "ecr", operation, member, params, token_name="nextToken", max_pages=MAX_PAGES
    )


def _image(detail: dict[str, Any]) -> dict[str, Any]:
    return {
        "digest": detail.get("imageDigest"),
        "tags": sorted(detail.get("imageTags") or []),
        "size": detail.get("imageSizeInBytes"),
        "pushed_at": epoch_seconds(detail.get("imagePushedAt")),
        "last_pulled_at": epoch_seconds(detail.get("lastRecordedPullTime")),
        "media_type": detail.get("imageManifestMediaType"),
    }


async def _lifecycle(hub: Hub, name: str) -> dict[str, Any] | None:
    try:
        found = await hub.call("ecr", "GetLifecyclePolicy", {"repositoryName": name})
    except AwsError as error:
        if error.code in ("LifecyclePolicyNotFoundException", "RepositoryNotFoundException"):
            return None
        raise
    return {
        "policy": found.get("lifecyclePolicyText"),
        "last_evaluated_at": epoch_seconds(found.get("lastEvaluatedAt")),
    }


def _expired(hub: Hub) -> dict[str, list[dict[str, Any]]]:
    """Repository ARN → the images its lifecycle policy expired, newest first."""
    found: dict[str, list[dict[str, Any]]] = {}
    events = hub.bus.query(
        kinds=["ecr.image.expired"],
        limit=EVENTS_SCANNED,
        newest_first=True,
        account_id=hub.settings.account_id,
    )
    for event in events:
        shown = found.setdefault(event.resource, [])
        if len(shown) < EXPIRED_SHOWN:
            shown.append(
                {"digest": event.data.get("digest"), "tags": event.data.get("tags") or [], "at": event.ts}
            )
    return found


def ecr_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves("ecr"):
            return json_response({"repositories": []})
        expired = _expired(hub)
        out: list[dict[str, Any]] = []
        for repository in await _pages(hub, "DescribeRepositories", "repositories", {"maxResults": 1000}):
            name = str(repository["repositoryName"])
            arn = str(repository["repositoryArn"])
            try:
                details = await _pages(
                    hub, "DescribeImages", "imageDetails", {"repositoryName": name, "maxResults": 1000}
                )
                lifecycle = await _lifecycle(hub, name)
            except AwsError as error:
                if error.code == "RepositoryNotFoundException":
                    continue  # deleted while listed
                raise
            images = sorted((_image(d) for d in details), key=lambda i: -(i["pushed_at"] or 0))
            out.append(
                {
                    "name": name,
                    "arn": arn,
                    "uri": repository.get("repositoryUri"),
                    "created_at": epoch_seconds(repository.get("createdAt")),
                    "tag_mutability": repository.get("imageTagMutability"),
                    "scan_on_push": bool(
                        (repository.get("imageScanningConfiguration") or {}).get("scanOnPush")
                    ),
                    "encryption": (repository.get("encryptionConfiguration") or {}).get("encryptionType"),
                    "images": images,
                    "lifecycle": lifecycle,
                    "expired": expired.get(arn, []),
                }
            )
        return json_response({"repositories": out})

    return [InternalRoute("GET", "/ecr", listing)]
