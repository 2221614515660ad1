print(-'a')
