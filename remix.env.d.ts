/// <reference types="@remix-run/node" />
