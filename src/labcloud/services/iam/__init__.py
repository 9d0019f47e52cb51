"""IAM and STS: policy language, evaluation, managed policies and the IAM/STS providers."""
