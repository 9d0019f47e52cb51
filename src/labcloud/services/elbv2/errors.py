"""Elastic Load Balancing v2's errors with AWS's codes (the query protocol's wire codes) and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def validation(message: str) -> AwsError:
    return AwsError("ValidationError", message, status=400)


def unsupported(what: str) -> AwsError:
    """Something labcloud does not do, refused rather than accepted and ignored."""
    return validation(f"labcloud does not support {what}.")


def load_balancer_not_found(what: str = "") -> AwsError:
    return AwsError(
        "LoadBalancerNotFound",
        f"One or more load balancers not found{': ' + what if what else ''}",
        status=400,
    )


def target_group_not_found(what: str = "") -> AwsError:
    return AwsError(
        "TargetGroupNotFound", f"One or more target groups not found{': ' + what if what else ''}", status=400
    )


def listener_not_found(what: str = "") -> AwsError:
    return AwsError(
        "ListenerNotFound", f"One or more listeners not found{': ' + what if what else ''}", status=400
    )


def rule_not_found(what: str = "") -> AwsError:
    return AwsError("RuleNotFound", f"One or more rules not found{': ' + what if what else ''}", status=400)


def duplicate_load_balancer(name: str) -> AwsError:
    return AwsError(
        "DuplicateLoadBalancerName", f"A load balancer with the same name '{name}' exists", status=400
    )


def duplicate_target_group(name: str) -> AwsError:
    return AwsError(
        "DuplicateTargetGroupName", f"A target group with the same name '{name}' exists", status=400
    )


def duplicate_listener() -> AwsError:
    return AwsError(
        "DuplicateListener", "A listener already exists on this port for this load balancer", status=400
    )


def priority_in_use(priority: int) -> AwsError:
    return AwsError("PriorityInUse", f"Priority '{priority}' is currently in use", status=400)


def resource_in_use(message: str) -> AwsError:
    return AwsError("ResourceInUse", message, status=400)


def not_permitted(message: str) -> AwsError:
    return AwsError("OperationNotPermitted", message, status=400)


def subnet_not_found(message: str) -> AwsError:
    return AwsError("SubnetNotFound", message, status=400)


def invalid_subnet(message: str) -> AwsError:
    return AwsError("InvalidSubnet", message, status=400)


def invalid_security_group(message: str) -> AwsError:
    return AwsError("InvalidSecurityGroup", message, status=400)


def invalid_target(message: str) -> AwsError:
    return AwsError("InvalidTarget", message, status=400)


def invalid_action(message: str) -> AwsError:
    return AwsError("InvalidLoadBalancerAction", message, status=400)


def invalid_configuration(message: str) -> AwsError:
    return AwsError("InvalidConfigurationRequest", message, status=400)


def incompatible_protocols(message: str) -> AwsError:
    return AwsError("IncompatibleProtocols", message, status=400)


def certificate_not_found(arn: str) -> AwsError:
    return AwsError("CertificateNotFound", f"Certificate '{arn}' not found", status=400)


def unsupported_certificate(arn: str) -> AwsError:
    """ELB's answer for an ACM certificate that is not issued (yet)."""
    return AwsError(
        "UnsupportedCertificate",
        f"The certificate '{arn}' must have a fully-qualified domain name, a supported signature, "
        "and a supported key size.",
        status=400,
    )


def ssl_policy_not_found(name: str) -> AwsError:
    return AwsError("SSLPolicyNotFound", f"SSL policy '{name}' not found", status=400)


def too_many(kind: str, message: str) -> AwsError:
    """``TooManyLoadBalancers``, ``TooManyTargetGroups``, ``TooManyListeners``, ``TooManyRules``,
    ``TooManyTargets``, ``TooManyTags``, ``TooManyActions``."""
    return AwsError(f"TooMany{kind}", message, status=400)


def duplicate_tag_keys(key: str) -> AwsError:
    return AwsError("DuplicateTagKeys", f"Tag key '{key}' is duplicated", status=400)


def access_denied(message: str) -> AwsError:
    return AwsError("AccessDenied", message, status=403)
