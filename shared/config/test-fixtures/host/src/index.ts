void import(/* webpackChunkName: "start-part" */ './start-part');
