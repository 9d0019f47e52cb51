"""Step Functions' API errors in AWS's wording (every one a 400 with the model's error code)."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.denials import access_denied


def sfn_error(code: str, message: str) -> AwsError:
    return AwsError(code, message, status=400)


def invalid_arn(arn: str, why: str = "Invalid ARN prefix") -> AwsError:
    return sfn_error("InvalidArn", f"Invalid Arn: '{why}: {arn}'")


def invalid_name(name: str) -> AwsError:
    return sfn_error("InvalidName", f"Invalid Name: '{name}'")


def machine_missing(arn: str) -> AwsError:
    return sfn_error("StateMachineDoesNotExist", f"State Machine Does Not Exist: '{arn}'")


def execution_missing(arn: str) -> AwsError:
    return sfn_error("ExecutionDoesNotExist", f"Execution Does Not Exist: '{arn}'")


def validation(message: str) -> AwsError:
    return sfn_error("ValidationException", message)


def type_not_supported(message: str) -> AwsError:
    return sfn_error("StateMachineTypeNotSupported", message)


def check_account(arn: str, account_id: str, ctx: RequestContext) -> None:
    """A resource of another account is out of reach: state machines have no resource-based policies."""
    if account_id != ctx.account_id:
        action = f"states:{ctx.operation}"
        raise access_denied(
            "stepfunctions",
            f"User: {ctx.principal.arn} is not authorized to perform: {action} on resource: {arn} "
            f"because no resource-based policy allows the {action} action",
        )
