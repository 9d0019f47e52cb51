"""Cognito user pools' error codes and AWS's wording for them (all 400s on the wire, as AWS answers)."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_parameter(message: str) -> AwsError:
    return AwsError("InvalidParameterException", message, status=400)


def not_authorized(message: str = "Incorrect username or password.") -> AwsError:
    return AwsError("NotAuthorizedException", message, status=400)


def pool_not_found(pool_id: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"User pool {pool_id} does not exist.", status=400)


def client_not_found(client_id: str) -> AwsError:
    return AwsError("ResourceNotFoundException", f"User pool client {client_id} does not exist.", status=400)


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=400)


def user_not_found() -> AwsError:
    return AwsError("UserNotFoundException", "User does not exist.", status=400)


def user_exists(message: str = "User already exists") -> AwsError:
    return AwsError("UsernameExistsException", message, status=400)


def not_confirmed() -> AwsError:
    return AwsError("UserNotConfirmedException", "User is not confirmed.", status=400)


def invalid_password(reason: str) -> AwsError:
    return AwsError("InvalidPasswordException", f"Password did not conform with policy: {reason}", status=400)


def code_mismatch() -> AwsError:
    return AwsError(
        "CodeMismatchException", "Invalid verification code provided, please try again.", status=400
    )


def expired_code() -> AwsError:
    return AwsError("ExpiredCodeException", "Invalid code provided, please request a code again.", status=400)


def group_exists(name: str) -> AwsError:
    return AwsError("GroupExistsException", f"A group with the name {name} already exists.", status=400)


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceededException", message, status=400)


def alias_exists() -> AwsError:
    return AwsError("AliasExistsException", "An account with the given email already exists.", status=400)


def unsupported(what: str) -> AwsError:
    """A parameter or feature labcloud does not implement: refused loudly, never ignored."""
    return invalid_parameter(f"labcloud does not implement {what}")
