"""All of SSM Parameter Store's SQL: parameters, their versions and labels, the local sealing keys."""
