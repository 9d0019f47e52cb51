"""ARNs, ids and DNS names of ELBv2's resources, in AWS's forms; a load balancer's DNS name ends in
``.elb.localhost`` so that it resolves to this machine (docs/elbv2.md: how to reach a listener)."""

from __future__ import annotations

import secrets

#: AWS's hosted zone of us-east-1's application and network load balancers (Route 53 alias targets).
HOSTED_ZONES = {"application": "Z35SXDOTRQ7X7K", "network": "Z26RNL4JYFTOTI"}
DNS_SUFFIX = "elb.localhost"


def new_id() -> str:
    return secrets.token_hex(8)


def prefix(region: str, account_id: str) -> str:
    return f"arn:aws:elasticloadbalancing:{region}:{account_id}:"


def load_balancer(region: str, account_id: str, kind: str, name: str) -> str:
    short = "app" if kind == "application" else "net"
    return f"{prefix(region, account_id)}loadbalancer/{short}/{name}/{new_id()}"


def target_group(region: str, account_id: str, name: str) -> str:
    return f"{prefix(region, account_id)}targetgroup/{name}/{new_id()}"


def listener(load_balancer_arn: str) -> str:
    return load_balancer_arn.replace(":loadbalancer/", ":listener/", 1) + "/" + new_id()


def rule(listener_arn: str) -> str:
    return listener_arn.replace(":listener/", ":listener-rule/", 1) + "/" + new_id()


def dns_name(name: str, region: str, internal: bool) -> str:
    digits = str(secrets.randbelow(9_000_000_000) + 1_000_000_000)
    return f"{'internal-' if internal else ''}{name}-{digits}.{region}.{DNS_SUFFIX}".lower()


def kind_of(arn: str) -> str:
    """``loadbalancer``, ``targetgroup``, ``listener``, ``listener-rule`` (or "" for a foreign ARN)."""
    if not arn.startswith("arn:aws:elasticloadbalancing:"):
        return ""
    return arn.split(":", 5)[-1].split("/", 1)[0]
