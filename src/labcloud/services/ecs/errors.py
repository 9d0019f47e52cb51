"""ECS's errors with AWS's codes and wording (the JSON protocol's ``__type`` and ``message``)."""

from __future__ import annotations

from labcloud.errors import AwsError


def client(message: str) -> AwsError:
    """ECS's catch-all for a request it cannot act on (a bad task definition, an unknown one...)."""
    return AwsError("ClientException", message)


def invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterException", message)


def cluster_not_found() -> AwsError:
    return AwsError("ClusterNotFoundException", "Cluster not found.")


def service_not_found() -> AwsError:
    return AwsError("ServiceNotFoundException", "Service not found.")


def service_not_active() -> AwsError:
    return AwsError("ServiceNotActiveException", "Service was not ACTIVE.")


def cluster_has_services() -> AwsError:
    return AwsError(
        "ClusterContainsServicesException",
        "The Cluster cannot be deleted while Services are active.",
    )


def cluster_has_tasks() -> AwsError:
    return AwsError("ClusterContainsTasksException", "The Cluster cannot be deleted while Tasks are active.")


def resource_not_found(message: str = "The specified resource could not be found.") -> AwsError:
    return AwsError("ResourceNotFoundException", message)


def limit(message: str) -> AwsError:
    return AwsError("LimitExceededException", message)


def unsupported(feature: str) -> AwsError:
    """What labcloud's ECS does not do, refused by name (AWS's code for a feature a Region lacks)."""
    return AwsError("UnsupportedFeatureException", f"labcloud does not support {feature}")


def refused(feature: str) -> AwsError:
    """A parameter labcloud does not implement, on an operation that does not declare
    UnsupportedFeatureException: refused as an invalid parameter, by name."""
    return AwsError("InvalidParameterException", f"labcloud does not support {feature}")


def target_not_connected() -> AwsError:
    return AwsError(
        "TargetNotConnectedException",
        "The execute command cannot run: labcloud does not run containers, so no agent is connected.",
    )
