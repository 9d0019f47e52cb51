"""DescribeImages over the fixed catalogue (``images.py``): ids (each must exist), ``Owners`` (``amazon``,
``self``, an account id), filters and pages. labcloud keeps no images of the user's own: CreateImage,
CopyImage and RegisterImage answer not implemented."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, images, lookup
from labcloud.services.ec2.errors import not_found
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import DescribeImagesRequest, DescribeImagesResponse

IMAGE_FILTERS: filters.FilterMap = {
    "image-id": filters.field("ImageId"),
    "name": filters.field("Name"),
    "architecture": filters.field("Architecture"),
    "description": filters.field("Description"),
    "owner-alias": filters.field("ImageOwnerAlias"),
    "state": filters.field("State"),
    "image-type": filters.field("ImageType"),
    "is-public": filters.field("Public"),
    "platform": filters.field("Platform"),
    "platform-details": filters.field("PlatformDetails"),
    "usage-operation": filters.field("UsageOperation"),
    "hypervisor": filters.field("Hypervisor"),
    "virtualization-type": filters.field("VirtualizationType"),
    "root-device-type": filters.field("RootDeviceType"),
    "root-device-name": filters.field("RootDeviceName"),
    "ena-support": filters.field("EnaSupport"),
    "creation-date": filters.field("CreationDate"),
    "block-device-mapping.volume-type": filters.field("BlockDeviceMappings", "Ebs", "VolumeType"),
    "block-device-mapping.volume-size": filters.field("BlockDeviceMappings", "Ebs", "VolumeSize"),
    "block-device-mapping.device-name": filters.field("BlockDeviceMappings", "DeviceName"),
}


def _owned(image: dict[str, Any], owners: list[str], account_id: str) -> bool:
    for owner in owners:
        if owner == "amazon" and image.get("ImageOwnerAlias") == "amazon":
            return True
        if owner in (image["OwnerId"], "self" if image["OwnerId"] == account_id else None):
            return True
    return False


def describe_images(
    state: Ec2State, request: DescribeImagesRequest, ctx: RequestContext
) -> DescribeImagesResponse:
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, IMAGE_FILTERS)
    found = images.catalogue(ctx.region)
    ids = list(dict.fromkeys(request.get("ImageIds") or []))
    if ids:
        describe.check_ids("ami", ids)
        missing = [i for i in ids if i not in {image["ImageId"] for image in found}]
        if missing:
            raise not_found("ami", missing)
        found = [image for image in found if image["ImageId"] in ids]
    owners = list(request.get("Owners") or [])
    if owners:
        found = [image for image in found if _owned(image, owners, ctx.account_id)]
    found = [image for image in found if filters.matches(image, wanted, IMAGE_FILTERS)]
    start, end, token = describe.window(len(found), request.get("MaxResults"), request.get("NextToken"))
    answer: DescribeImagesResponse = {"Images": [describe.public(i) for i in found[start:end]]}
    if token:
        answer["NextToken"] = token
    return answer
