"""ECR's errors with AWS's codes and wording."""

from __future__ import annotations

from labcloud.errors import AwsError


def repository_not_found(name: str, registry: str) -> AwsError:
    return AwsError(
        "RepositoryNotFoundException",
        f"The repository with name '{name}' does not exist in the registry with id '{registry}'",
    )


def repository_exists(name: str, registry: str) -> AwsError:
    return AwsError(
        "RepositoryAlreadyExistsException",
        f"The repository with name '{name}' already exists in the registry with id '{registry}'",
    )


def not_empty(name: str, registry: str) -> AwsError:
    return AwsError(
        "RepositoryNotEmptyException",
        f"The repository with name '{name}' in registry with id '{registry}' cannot be deleted because it still"
        " contains images",
    )


def invalid_parameter(message: str) -> AwsError:
    return AwsError("InvalidParameterException", message)


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message)


def invalid_tag(message: str) -> AwsError:
    return AwsError("InvalidTagParameterException", message)


def too_many_tags(message: str) -> AwsError:
    return AwsError("TooManyTagsException", message)


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceededException", message)


def kms(message: str) -> AwsError:
    return AwsError("KmsException", message)


def policy_not_found(name: str, registry: str) -> AwsError:
    return AwsError(
        "RepositoryPolicyNotFoundException",
        f"Repository policy does not exist for the repository with name '{name}' in the registry with id"
        f" '{registry}'",
    )


def lifecycle_not_found(name: str, registry: str) -> AwsError:
    return AwsError(
        "LifecyclePolicyNotFoundException",
        f"Lifecycle policy does not exist for the repository with name '{name}' in the registry with id"
        f" '{registry}'",
    )


def image_not_found(message: str) -> AwsError:
    return AwsError("ImageNotFoundException", message)


def image_exists(message: str) -> AwsError:
    return AwsError("ImageAlreadyExistsException", message)


def tag_exists(message: str) -> AwsError:
    return AwsError("ImageTagAlreadyExistsException", message)


def digest_mismatch(message: str) -> AwsError:
    return AwsError("ImageDigestDoesNotMatchException", message)


def layers_not_found(message: str) -> AwsError:
    return AwsError("LayersNotFoundException", message)


def upload_not_found(message: str) -> AwsError:
    return AwsError("UploadNotFoundException", message)


def invalid_layer(message: str) -> AwsError:
    return AwsError("InvalidLayerException", message)


def invalid_layer_part(message: str) -> AwsError:
    return AwsError("InvalidLayerPartException", message)


def layer_exists(message: str) -> AwsError:
    return AwsError("LayerAlreadyExistsException", message)


def empty_upload(message: str) -> AwsError:
    return AwsError("EmptyUploadException", message)
