"""ACM's part of the view's resource map: certificates (never their keys) with status, type and expiry,
and an edge from each API Gateway custom domain name to the certificate it uses; a certificate whose
validation timed out or that expired is marked failing."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "acm.certificate.issued": (),
}

_FAILING = {"VALIDATION_TIMED_OUT": "validation timed out", "EXPIRED": "expired", "FAILED": "failed"}
_ALL_KEY_TYPES = [
    "RSA_1024",
    "RSA_2048",
    "RSA_3072",
    "RSA_4096",
    "EC_prime256v1",
    "EC_secp384r1",
    "EC_secp521r1",
]


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    summaries: list[dict[str, object]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "acm",
            "ListCertificates",
            {
                "MaxItems": 1000,
                "Includes": {"keyTypes": _ALL_KEY_TYPES},
                **({"NextToken": token} if token else {}),
            },
        )
        summaries += page.get("CertificateSummaryList") or []
        token = page.get("NextToken")
        if not token:
            break
    issued = recent.count_by(["acm.certificate.issued"], "resource")
    for summary in summaries:
        arn = str(summary["CertificateArn"])
        domain = str(summary.get("DomainName") or arn)
        node = MapNode(
            "acm.certificate",
            arn,
            domain,
            refs=(domain,),
            resource=arn.rsplit("/", 1)[-1],
            facts={
                "status": summary.get("Status"),
                "type": summary.get("Type"),
                "key_algorithm": summary.get("KeyAlgorithm"),
                "in_use": bool(summary.get("InUse")),
                "issued_last_minute": issued.get(arn, 0),
            },
        )
        reason = _FAILING.get(str(summary.get("Status")))
        if reason:
            node.fail(f"certificate {reason}")
        part.nodes.append(node)
        if summary.get("InUse"):
            described = await unless_gone(hub.call("acm", "DescribeCertificate", {"CertificateArn": arn}))
            for user in (described or {}).get("Certificate", {}).get("InUseBy") or []:
                part.edges.append(MapEdge("uses-certificate", str(user), arn))
    return part
