"""AWS Private CA's part of the view's resource map: each CA (never its key) with type, status and key
algorithm, and an edge from a subordinate CA to the CA whose certificate signed it; a CA that is DELETED,
EXPIRED or FAILED is marked failing."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {"acm-pca.certificate.issued": ()}

_FAILING = {"DELETED": "deleted (restorable)", "EXPIRED": "expired", "FAILED": "failed"}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    authorities: list[dict[str, object]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "acm-pca",
            "ListCertificateAuthorities",
            {"MaxResults": 1000, **({"NextToken": token} if token else {})},
        )
        authorities += page.get("CertificateAuthorities") or []
        token = page.get("NextToken")
        if not token:
            break
    issued = recent.count_by(["acm-pca.certificate.issued"], "resource")
    certificates: dict[str, str] = {}  # the CA's certificate PEM → its ARN
    chains: dict[str, str] = {}  # a subordinate's ARN → its issuer's certificate PEM
    for authority in authorities:
        arn = str(authority["Arn"])
        configuration = authority.get("CertificateAuthorityConfiguration") or {}
        subject = (configuration.get("Subject") or {}) if isinstance(configuration, dict) else {}
        label = str(subject.get("CommonName") or arn.rsplit("/", 1)[-1])
        node = MapNode(
            "acm-pca.authority",
            arn,
            label,
            resource=arn.rsplit("/", 1)[-1],
            facts={
                "type": authority.get("Type"),
                "status": authority.get("Status"),
                "key_algorithm": configuration.get("KeyAlgorithm")
                if isinstance(configuration, dict)
                else None,
                "issued_last_minute": issued.get(arn, 0),
            },
        )
        reason = _FAILING.get(str(authority.get("Status")))
        if reason:
            node.fail(f"certificate authority {reason}")
        part.nodes.append(node)
        if authority.get("Status") in ("ACTIVE", "DISABLED", "EXPIRED"):
            got = await unless_gone(
                hub.call("acm-pca", "GetCertificateAuthorityCertificate", {"CertificateAuthorityArn": arn})
            )
            if got:
                certificates[str(got["Certificate"]).strip()] = arn
                chain = str(got.get("CertificateChain") or "")
                end = "-----END CERTIFICATE-----"
                if end in chain:
                    chains[arn] = chain.split(end, 1)[0].strip() + "\n" + end
    for arn, issuer_pem in chains.items():
        parent = certificates.get(issuer_pem.strip())
        if parent is not None:
            part.edges.append(MapEdge("signed-by", arn, parent))
    return part
