"""SES's errors with AWS's codes and wording: v1 (query: the error's wire code) and v2 (rest-json: the shape name)."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_value(message: str) -> AwsError:
    """v1's ``InvalidParameterValue`` (a query-protocol common error), v2's ``BadRequestException``."""
    return AwsError("InvalidParameterValue", message, status=400)


def bad_request(message: str) -> AwsError:
    return AwsError("BadRequestException", message, status=400)


def message_rejected(message: str) -> AwsError:
    return AwsError("MessageRejected", message, status=400)


def unverified(identities: list[str], region: str) -> AwsError:
    """The sandbox's refusal of a sender (and, in v1, its words for any identity failing the check)."""
    return message_rejected(
        "Email address is not verified. The following identities failed the check in region "
        f"{region.upper()}: {', '.join(identities)}"
    )


def throttled(message: str) -> AwsError:
    return AwsError("Throttling", message, status=400)


# ---------------------------------------------------------------- v1 (query)


def template_missing(name: str) -> AwsError:
    return AwsError("TemplateDoesNotExist", f"Template {name} does not exist.", status=400)


def template_exists(name: str) -> AwsError:
    return AwsError("AlreadyExists", f"Template {name} already exists.", status=400)


def config_set_missing(name: str) -> AwsError:
    return AwsError("ConfigurationSetDoesNotExist", f"Configuration set <{name}> does not exist.", status=400)


def config_set_exists(name: str) -> AwsError:
    return AwsError(
        "ConfigurationSetAlreadyExists", f"Configuration set <{name}> already exists.", status=400
    )


def destination_exists(config_set: str, name: str) -> AwsError:
    return AwsError(
        "EventDestinationAlreadyExists",
        f"Event destination {name} already exists in configuration set {config_set}.",
        status=400,
    )


def destination_missing(config_set: str, name: str) -> AwsError:
    return AwsError(
        "EventDestinationDoesNotExist",
        f"No EventDestination found for {name} in configuration set {config_set}.",
        status=400,
    )


def sending_paused(config_set: str) -> AwsError:
    return AwsError(
        "ConfigurationSetSendingPausedException",
        f"Sending is paused for the configuration set {config_set}.",
        status=400,
    )


def missing_attribute(name: str) -> AwsError:
    return AwsError(
        "MissingRenderingAttribute", f"Attribute '{name}' is not present in the rendering data.", status=400
    )


def invalid_rendering(message: str) -> AwsError:
    return AwsError("InvalidRenderingParameter", message, status=400)


def invalid_template(message: str) -> AwsError:
    return AwsError("InvalidTemplate", message, status=400)


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceeded", message, status=400)


def invalid_sns(message: str) -> AwsError:
    return AwsError("InvalidSNSDestination", message, status=400)


# ---------------------------------------------------------------- v2 (rest-json)


def not_found(message: str) -> AwsError:
    return AwsError("NotFoundException", message, status=404)


def already_exists(message: str) -> AwsError:
    return AwsError("AlreadyExistsException", message, status=400)


def v2_limit(message: str) -> AwsError:
    return AwsError("LimitExceededException", message, status=400)


def v2_paused(config_set: str) -> AwsError:
    return AwsError(
        "SendingPausedException", f"Sending is paused for the configuration set {config_set}.", status=400
    )


# ---------------------------------------------------------------- v1 receiving (receipt rules and filters)


def rule_set_missing(name: str) -> AwsError:
    return AwsError("RuleSetDoesNotExist", f"Rule set does not exist: {name}", status=400)


def rule_missing(name: str) -> AwsError:
    return AwsError("RuleDoesNotExist", f"Rule does not exist: {name}", status=400)


def exists(kind: str, name: str) -> AwsError:
    """``AlreadyExists`` for a rule set, a rule or a filter (``kind``: "Rule set", "Rule", "Filter")."""
    return AwsError("AlreadyExists", f"{kind} already exists: {name}", status=400)


def cannot_delete(name: str) -> AwsError:
    return AwsError("CannotDelete", f"Cannot delete active rule set: {name}", status=400)


def invalid_s3(bucket: str, why: str) -> AwsError:
    return AwsError("InvalidS3Configuration", f"Could not write to bucket: {bucket} ({why})", status=400)


def invalid_lambda(function: str, why: str) -> AwsError:
    return AwsError(
        "InvalidLambdaFunction", f"Could not invoke Lambda function: {function} ({why})", status=400
    )


def invalid_topic(topic: str) -> AwsError:
    return AwsError("InvalidSnsTopic", f"Could not publish to SNS topic: {topic}", status=400)
