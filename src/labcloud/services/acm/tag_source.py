"""ACM's certificates as tagged resources for the Tagging API (``tag_sources.py``): listed from its own table,
tagged through AddTagsToCertificate and RemoveTagsFromCertificate."""

from __future__ import annotations

from collections.abc import Iterator

from labcloud.services.acm.state import AcmState
from labcloud.tag_sources import TagCall, Tagged, TagSource, arn_prefix


def _tag(arn: str, tags: dict[str, str]) -> TagCall:
    listed = [{"Key": k, "Value": v} for k, v in tags.items()]
    return TagCall("acm", "AddTagsToCertificate", {"CertificateArn": arn, "Tags": listed})


def _untag(arn: str, keys: list[str]) -> TagCall:
    return TagCall(
        "acm", "RemoveTagsFromCertificate", {"CertificateArn": arn, "Tags": [{"Key": k} for k in keys]}
    )


def tag_source(state: AcmState) -> TagSource:
    def resources(account_id: str, region: str) -> Iterator[Tagged]:
        for certificate in state.certificates.all_in(account_id, region):
            yield Tagged(certificate.arn, dict(certificate.tags))

    return TagSource("acm:certificate", arn_prefix("acm", "certificate/"), resources, _tag, _untag)
