"""The attributes of load balancers and target groups: AWS's keys and defaults per type, and the checks
of a Modify call. Keys whose effect labcloud cannot show (access and connection logs to S3) are refused
when switched on rather than kept and ignored; the others are recorded (idle timeouts, HTTP/2 and
the like change nothing a local listener does) and ``deletion_protection.enabled`` is enforced."""

from __future__ import annotations

from labcloud.services.elbv2 import errors

_BOOL = ("true", "false")

APPLICATION: dict[str, str] = {
    "access_logs.s3.enabled": "false",
    "access_logs.s3.bucket": "",
    "access_logs.s3.prefix": "",
    "client_keep_alive.seconds": "3600",
    "connection_logs.s3.enabled": "false",
    "connection_logs.s3.bucket": "",
    "connection_logs.s3.prefix": "",
    "deletion_protection.enabled": "false",
    "idle_timeout.timeout_seconds": "60",
    "load_balancing.cross_zone.enabled": "true",
    "routing.http.desync_mitigation_mode": "defensive",
    "routing.http.drop_invalid_header_fields.enabled": "false",
    "routing.http.preserve_host_header.enabled": "false",
    "routing.http.x_amzn_tls_version_and_cipher_suite.enabled": "false",
    "routing.http.xff_client_port.enabled": "false",
    "routing.http.xff_header_processing.mode": "append",
    "routing.http2.enabled": "true",
    "waf.fail_open.enabled": "false",
}

NETWORK: dict[str, str] = {
    "access_logs.s3.enabled": "false",
    "access_logs.s3.bucket": "",
    "access_logs.s3.prefix": "",
    "deletion_protection.enabled": "false",
    "dns_record.client_routing_policy": "any_availability_zone",
    "ipv6.deny_all_igw_traffic": "true",
    "load_balancing.cross_zone.enabled": "false",
}

LAMBDA_TARGETS: dict[str, str] = {"lambda.multi_value_headers.enabled": "false"}

NETWORK_TARGETS: dict[str, str] = {
    "deregistration_delay.timeout_seconds": "300",
    "load_balancing.algorithm.type": "round_robin",
    "load_balancing.cross_zone.enabled": "use_load_balancer_configuration",
    "slow_start.duration_seconds": "0",
    "stickiness.enabled": "false",
    "stickiness.lb_cookie.duration_seconds": "86400",
    "stickiness.type": "lb_cookie",
}

_CHOICES: dict[str, tuple[str, ...]] = {
    "routing.http.desync_mitigation_mode": ("monitor", "defensive", "strictest"),
    "routing.http.xff_header_processing.mode": ("append", "preserve", "remove"),
    "dns_record.client_routing_policy": (
        "availability_zone_affinity",
        "partial_availability_zone_affinity",
        "any_availability_zone",
    ),
    "load_balancing.algorithm.type": ("round_robin", "least_outstanding_requests", "weighted_random"),
    "load_balancing.cross_zone.enabled": ("true", "false", "use_load_balancer_configuration"),
    "stickiness.type": ("lb_cookie", "app_cookie", "source_ip"),
}
_RANGES: dict[str, tuple[int, int]] = {
    "client_keep_alive.seconds": (60, 604800),
    "idle_timeout.timeout_seconds": (1, 4000),
    "deregistration_delay.timeout_seconds": (0, 3600),
    "slow_start.duration_seconds": (0, 900),
    "stickiness.lb_cookie.duration_seconds": (1, 604800),
}
_REFUSED_WHEN_ON = ("access_logs.s3.enabled", "connection_logs.s3.enabled")


def modified(
    current: dict[str, str], defaults: dict[str, str], given: list[dict[str, str]], what: str
) -> dict[str, str]:
    """``current`` with the ``given`` Key/Value pairs applied (ValidationError for an unknown key or value)."""
    if not given:
        raise errors.validation("At least one attribute must be specified")
    result = dict(current)
    for pair in given:
        key, value = pair.get("Key", ""), pair.get("Value", "")
        if key not in defaults:
            raise errors.validation(f"{what} attribute key '{key}' is not recognized")
        if defaults[key] in _BOOL and key not in _CHOICES and value not in _BOOL:
            raise errors.validation(f"{what} attribute '{key}' value '{value}' must be 'true' or 'false'")
        if key in _CHOICES and value not in _CHOICES[key]:
            raise errors.validation(f"{what} attribute '{key}' value '{value}' is not valid")
        if key in _RANGES:
            low, high = _RANGES[key]
            if not value.isdigit() or not low <= int(value) <= high:
                raise errors.validation(f"{what} attribute '{key}' must be an integer from {low} to {high}")
        if key in _REFUSED_WHEN_ON and value == "true":
            raise errors.unsupported(f"'{key}' (labcloud writes no load balancer logs to S3)")
        if key == "stickiness.enabled" and value == "true":
            raise errors.unsupported("'stickiness.enabled' (labcloud routes to Lambda targets only)")
        result[key] = value
    return result


def listed(attributes: dict[str, str]) -> list[dict[str, str]]:
    return [{"Key": key, "Value": value} for key, value in sorted(attributes.items())]
