"""AWS WAF's errors with AWS's codes, messages and members (WAFInvalidParameterException's Field,
Parameter and Reason)."""

from __future__ import annotations

from labcloud.errors import AwsError


def nonexistent() -> AwsError:
    return AwsError(
        "WAFNonexistentItemException",
        "AWS WAF couldn't perform the operation because your resource doesn't exist.",
    )


def duplicate() -> AwsError:
    return AwsError(
        "WAFDuplicateItemException",
        "AWS WAF couldn't perform the operation because some resource in your request is a duplicate of an "
        "existing one.",
    )


def optimistic_lock() -> AwsError:
    return AwsError(
        "WAFOptimisticLockException",
        "AWS WAF couldn't save your changes because you tried to update or delete a resource that has changed "
        "since you last retrieved it. Get the resource again, make any changes you need to make to the new "
        "copy, and retry your operation.",
    )


def associated() -> AwsError:
    return AwsError(
        "WAFAssociatedItemException",
        "AWS WAF couldn't perform the operation because your resource is being used by another resource or "
        "it's associated with another resource.",
    )


def limits(message: str) -> AwsError:
    return AwsError(
        "WAFLimitsExceededException",
        f"AWS WAF couldn't perform the operation because you exceeded your resource limit. {message}",
    )


def invalid(field: str, parameter: str, reason: str) -> AwsError:
    """WAFInvalidParameterException as AWS words it: the Field (ParameterExceptionField), the offending
    Parameter and the Reason."""
    return AwsError(
        "WAFInvalidParameterException",
        f"Error reason: {reason}, field: {field}, parameter: {parameter}",
        Field=field,
        Parameter=parameter,
        Reason=reason,
    )


def unsupported(field: str, parameter: str) -> AwsError:
    """What labcloud's WAF does not do, refused by name (docs/wafv2.md) rather than accepted and ignored."""
    return invalid(field, parameter, f"labcloud does not support {parameter}")


def unavailable_entity() -> AwsError:
    return AwsError(
        "WAFUnavailableEntityException",
        "AWS WAF couldn't perform your tagging operation because your resource doesn't exist.",
    )


def subscription_not_found(vendor: str, name: str) -> AwsError:
    """A managed rule group sold by another vendor: labcloud has no AWS Marketplace subscriptions."""
    return AwsError(
        "WAFSubscriptionNotFoundException",
        f"AWS WAF couldn't use the managed rule group {vendor}/{name}: it is available by subscription "
        "(AWS Marketplace) and labcloud holds no subscriptions.",
    )
